# Benchmarks/setup.sh: sourced by the benchmark scripts, after they set ROOT and a `log`
# function. Defines:
#   need_valgrind      installs valgrind with apt-get when it is missing;
#   work_folder NAME   makes the work folder WORK in TMPDIR (default /tmp), removed when
#                      the script exits, or kept and named with KEEP=1.

need_valgrind() {
    command -v valgrind > /dev/null && return
    log "installing valgrind (apt)"
    if ! apt-cache show valgrind > /dev/null 2>&1; then apt-get update -qq >&2; fi
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind >&2
}

work_folder() {
    WORK=$(mktemp -d "${TMPDIR:-/tmp}/pushkit-$1.XXXXXX")
    if [[ "${KEEP:-0}" == 1 ]]; then
        log "work folder: $WORK"
    else
        # shellcheck disable=SC2064  # WORK is fixed now
        trap "rm -rf '$WORK'" EXIT
    fi
}
