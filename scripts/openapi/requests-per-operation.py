"""Counts the requests of a schemathesis run, from its NDJSON events (--report ndjson): per operation, per phase and
per status. Exits 1 when the run made fewer than --minimum requests in all, or left an operation it selected without
any.

    python3 requests-per-operation.py EVENTS.ndjson [--minimum N]
"""

import argparse
import collections
import json
import sys


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("events")
    parser.add_argument("--minimum", type=int, default=1000)
    arguments = parser.parse_args()

    requests = collections.Counter()
    phases = collections.defaultdict(collections.Counter)
    statuses = collections.defaultdict(collections.Counter)
    selected = None
    with open(arguments.events, encoding="utf-8") as events:
        for line in events:
            event = json.loads(line)
            if "LoadingFinished" in event:
                selected = event["LoadingFinished"]["statistic"]["operations"]["selected"]
            if "ScenarioFinished" not in event:
                continue
            scenario = event["ScenarioFinished"]
            recorder = scenario["recorder"]
            label = recorder["label"]
            for interaction in recorder["interactions"].values():
                requests[label] += 1
                phases[label][scenario["phase"]] += 1
                response = interaction.get("response")
                statuses[label][str(response["status_code"]) if response else "no answer"] += 1

    width = max((len(label) for label in requests), default=0)
    for label in sorted(requests):
        by_phase = ", ".join(f"{phase} {count}" for phase, count in sorted(phases[label].items()))
        counts = statuses[label]
        if len(counts) > 8:  # /fault/status/{code}: by class
            classes = collections.Counter()
            for status, count in counts.items():
                classes[status[0] + "xx" if status.isdigit() else status] += count
            counts = classes
        by_status = ", ".join(f"{status}: {count}" for status, count in sorted(counts.items()))
        print(f"    {label:<{width}}  {requests[label]:>5} requests ({by_phase}; {by_status})")
    total = sum(requests.values())
    print(f"    {'in all':<{width}}  {total:>5} requests over {len(requests)} operations")

    failed = False
    if total < arguments.minimum:
        print(f"requests-per-operation: {total} requests, fewer than {arguments.minimum}", file=sys.stderr)
        failed = True
    if selected is None or len(requests) < selected:
        print(
            f"requests-per-operation: {len(requests)} operations got requests, of {selected} selected",
            file=sys.stderr,
        )
        failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
