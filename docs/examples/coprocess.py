#!/usr/bin/env python3
"""Drive pushkit from Python: one `pushkit prepare --ndjson -` process, kept running, fed job
lines on its standard input and read for answers on its standard output. Standard library only.

docs/other-languages.md explains it; CI runs it against the release binary:

    python3 docs/examples/coprocess.py PATH/TO/pushkit

which sends Payloads/jobs.ndjson and a few hundred jobs made here through the co-process, and
fails unless each job gets exactly one answer, in order, under its own id, and a single job is
answered while standard input stays open.
"""
import json
import subprocess
import sys
import threading
import time


class Pushkit:
    """One long-lived `pushkit prepare --ndjson -` (or `validate --ndjson --format json -`).

    pushkit answers each line as soon as it is validated, in input order, one JSON object a
    line, so a sender may keep one process for its whole life: `prepare` for a job at a time,
    `prepare_all` for a stream of them.
    """

    def __init__(self, binary, command=("prepare", "--ndjson"), options=()):
        self.process = subprocess.Popen(
            [binary, *command, *options, "-"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        # The summary (and any usage error) goes to standard error: drain it so that it can
        # never fill its pipe and stop pushkit.
        self.stderr = []
        self._stderr_reader = threading.Thread(target=self._drain_stderr, daemon=True)
        self._stderr_reader.start()
        self._lock = threading.Lock()

    def _drain_stderr(self):
        for line in self.process.stderr:
            self.stderr.append(line.decode("utf-8", "replace"))

    @staticmethod
    def _line(job):
        # One job a line: compact JSON, never a raw newline inside (json.dumps escapes them).
        return (json.dumps(job, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")

    def _answer(self):
        line = self.process.stdout.readline()
        if not line:
            raise RuntimeError("pushkit stopped: " + "".join(self.stderr).strip())
        return json.loads(line)

    def prepare(self, job):
        """Sends one job and waits for its answer (a dict: "status" is "ready" or "rejected")."""
        with self._lock:
            self.process.stdin.write(self._line(job))
            self.process.stdin.flush()
            return self._answer()

    def prepare_all(self, jobs):
        """Yields (job, answer) for every job, in order. A thread writes while this one reads,
        so neither pipe fills while the other waits."""
        pending = []
        state = {"finished": False, "failure": None}
        changed = threading.Condition()

        def write():
            try:
                for job in jobs:
                    with changed:
                        pending.append(job)
                        changed.notify()
                    self.process.stdin.write(self._line(job))
                self.process.stdin.flush()
            except BaseException as error:  # a broken pipe: pushkit stopped
                state["failure"] = error
            finally:
                with changed:
                    state["finished"] = True
                    changed.notify()

        with self._lock:
            writer = threading.Thread(target=write, daemon=True)
            writer.start()
            answered = 0
            while True:
                with changed:
                    while answered == len(pending) and not state["finished"]:
                        changed.wait()
                    if answered == len(pending):
                        break
                    job = pending[answered]
                yield job, self._answer()
                answered += 1
            writer.join()
            if state["failure"] is not None:
                raise RuntimeError(f"writing to pushkit failed: {state['failure']}")

    def close(self):
        """Closes standard input; pushkit finishes and exits (0: every job ready, 1: one was
        rejected, 2: a usage error)."""
        self.process.stdin.close()
        status = self.process.wait()
        self._stderr_reader.join()
        return status


def jobs_made_here(count):
    """Jobs of several shapes: ready ones, one with a bad badge, one whose line names no target."""
    for number in range(count):
        job = {
            "id": f"made-{number}",
            "apns": {"deviceToken": f"{number:016x}", "bundleID": "com.example.shop"},
            "payload": {"aps": {"alert": {"title": "Spring sale", "body": f"Offer {number}: żółć €"}}},
        }
        if number % 50 == 7:
            job["payload"]["aps"]["badge"] = "3"  # apns.badge-not-integer: rejected
        if number % 50 == 9:
            del job["apns"]["deviceToken"]  # no device token: rejected
        yield job


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: coprocess.py PATH/TO/pushkit")
    binary = sys.argv[1]
    pushkit = Pushkit(binary)

    # One job, with standard input left open: the answer comes at once.
    started = time.monotonic()
    answer = pushkit.prepare(
        {"id": "first", "apns": {"deviceToken": "a1b2c3d4", "bundleID": "com.example.shop"},
         "payload": {"aps": {"alert": "Hi"}}})
    latency = time.monotonic() - started
    assert answer["id"] == "first" and answer["status"] == "ready", answer
    assert answer["url"] == "https://api.push.apple.com/3/device/a1b2c3d4", answer
    print(f"one job answered in {latency * 1000:.1f} ms with standard input open: {answer['status']}")

    # The bundled jobs file, then a few hundred jobs, through the same process.
    with open("Payloads/jobs.ndjson", encoding="utf-8") as file:
        bundled = [json.loads(line) for line in file if line.strip()]
    jobs = bundled + list(jobs_made_here(300))
    statuses = {}
    answered = 0
    for job, answer in pushkit.prepare_all(iter(jobs)):
        assert answer.get("id") == job["id"], (job["id"], answer)
        statuses[answer["status"]] = statuses.get(answer["status"], 0) + 1
        if answer["status"] == "ready":
            # What an HTTP/2 client needs: method, URL, headers and the exact body.
            assert answer["method"] == "POST" and answer["url"].startswith("https://"), answer
            assert len(answer["body"].encode("utf-8")) == answer["bytes"], answer
        else:
            assert answer["diagnostics"], answer  # every rejection says why
        answered += 1
    assert answered == len(jobs), (answered, len(jobs))
    made_rejected = sum(1 for n in range(300) if n % 50 in (7, 9))
    assert statuses.get("rejected", 0) >= made_rejected, statuses

    status = pushkit.close()
    assert status == 1, f"pushkit exited {status}; expected 1 (some jobs were rejected)"
    print(f"{answered + 1} jobs, one answer each, in order: {statuses}; pushkit exited {status}")


if __name__ == "__main__":
    main()
