#!/usr/bin/env python3
"""A campaign too big for one machine, split by Apache Spark: each partition of the jobs streams
through one `pushkit prepare --ndjson -` co-process (RDD.pipe), and the answers join back to the
jobs by id. docs/other-languages.md explains it; CI runs it in local mode:

    python3 docs/examples/spark_prepare.py PATH/TO/pushkit [JOBS] [PARTITIONS]

and fails unless every job gets exactly one answer (none lost, none duplicated, none foreign)
and the rejected ones are exactly those made to be rejected. Needs pyspark (pip) and a Java
runtime (Debian: default-jre-headless). On a cluster, pushkit must be on every worker at the
same path (or shipped with --files / SparkContext.addFile).
"""
import json
import shlex
import sys

from pyspark.sql import SparkSession


def make_job(number):
    """Job `number` as one NDJSON line: an APNs alert, one in 37 with a badge string (rejected)."""
    job = {
        "id": f"job-{number}",
        "apns": {"deviceToken": f"{number:016x}", "bundleID": "com.example.shop"},
        "payload": {"aps": {"alert": {"title": "Spring sale", "body": f"Offer {number}"}}},
    }
    if number % 37 == 5:
        job["payload"]["aps"]["badge"] = "3"
    return json.dumps(job, separators=(",", ":"))


def expected_status(number):
    return "rejected" if number % 37 == 5 else "ready"


def number_of(job_id):
    return int(job_id.split("-")[1])


def verdict(item):
    """(what happened, id) for one id's cogroup: its jobs and its answers."""
    job_id, (sent, got) = item
    sent, got = list(sent), list(got)
    if not sent:
        return ("foreign", job_id)
    if not got:
        return ("lost", job_id)
    if len(got) > 1 or len(sent) > 1:
        return ("duplicated", job_id)
    return (got[0]["status"], job_id)


def main():
    if not 2 <= len(sys.argv) <= 4:
        sys.exit("usage: spark_prepare.py PATH/TO/pushkit [JOBS] [PARTITIONS]")
    pushkit = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 400
    partitions = int(sys.argv[3]) if len(sys.argv) > 3 else 4

    spark = (
        SparkSession.builder.master(f"local[{partitions}]")
        .appName("pushkit-prepare")
        .config("spark.ui.enabled", "false")
        .config("spark.ui.showConsoleProgress", "false")
        .getOrCreate()
    )
    spark.sparkContext.setLogLevel("ERROR")
    try:
        # The jobs: in a real campaign, spark.read.text("s3://.../jobs/*.ndjson").rdd.map(lambda r: r.value).
        jobs = spark.sparkContext.parallelize(range(count), partitions).map(make_job)

        # One pushkit process a partition: RDD.pipe writes each element as a line to its
        # standard input and yields the lines of its standard output. pushkit exits 1 when a job
        # is rejected, which is an answer, not a failure: checkCode stays off.
        command = shlex.join([pushkit, "prepare", "--ndjson", "--jobs", "1", "-"])
        answers = jobs.pipe(command, checkCode=False).map(json.loads)

        # Join back by id. Every answer carries the job's id (a rejected line too, when its id
        # is readable); cogroup keeps what is lost (no answer), duplicated (two) and foreign (an
        # answer without its job). One pass gives each id its verdict; it is cached, so the
        # pushkit processes run once for the three questions below.
        by_id = jobs.map(lambda line: (json.loads(line)["id"], line))
        answered = answers.map(lambda answer: (answer.get("id"), answer))
        verdicts = by_id.cogroup(answered).map(verdict).cache()
        counts = dict(verdicts.countByKey())
        broken = verdicts.filter(lambda item: item[0] in ("lost", "duplicated", "foreign")).take(10)
        wrong = verdicts.filter(
            lambda item: item[0] in ("ready", "rejected") and item[0] != expected_status(number_of(item[1]))
        ).take(10)
    finally:
        spark.stop()

    problems = [f"{kind} {job}" for kind, job in broken] + [f"wrong status for {job}" for _, job in wrong]
    answered_jobs = counts.get("ready", 0) + counts.get("rejected", 0)
    if answered_jobs != count:
        problems.append(f"{answered_jobs} jobs answered once, expected {count} ({counts})")
    if problems:
        sys.exit("error: " + "; ".join(problems))
    print(
        f"ok: {count} jobs in {partitions} partitions, one pushkit co-process each: "
        f"{counts.get('ready', 0)} ready, {counts.get('rejected', 0)} rejected, none lost, duplicated or foreign"
    )


if __name__ == "__main__":
    main()
