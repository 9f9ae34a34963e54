"""A scripted stand-in for a coding agent, for the example loop's end-to-end test.

It reads its prompt on stdin and its model in ``$ONCEBITTEN_MODEL``, appends both to ``$AGENT_LOG`` (one
JSON line per call), and answers by task:

- ``t-parse`` fails the first time with a failure report, a retry suggestion and a learning; it succeeds
  once its prompt carries the retry suggestion.
- ``t-export`` succeeds only if the learning from ``t-parse`` is in its prompt.
- ``t-never`` never finishes (no sigil at all).
"""

import json
import os
import re
import sys

prompt = sys.stdin.read()
task = re.search(r"\*\*ID:\*\* (\S+)", prompt)
task_id = task.group(1) if task else "?"
with open(os.environ["AGENT_LOG"], "a", encoding="utf-8") as log:
    log.write(json.dumps({"task": task_id, "model": os.environ.get("ONCEBITTEN_MODEL"), "prompt": prompt}) + "\n")

LESSON = "Quote CSV fields that contain commas; the parser splits on bare commas."
if task_id == "t-parse":
    if "Suggested approach for this retry" in prompt:
        print("Fixed it.\n<difficulty-estimate>moderate</difficulty-estimate>\n<task-done>t-parse</task-done>")
    else:
        print(
            "The parser broke.\n<failure-report>\nwhat_tried: Split each line on commas\n"
            "why_failed: Quoted fields containing commas were split in two\nerror_category: test_failure\n"
            "relevant_files: src/csv_parser.py\nstack_trace: AssertionError: 4 != 3\n</failure-report>\n"
            "<retry-suggestion>Use the csv module instead of str.split.</retry-suggestion>\n"
            f'<learning category="pitfall" tags="csv, parser, commas">{LESSON}</learning>\n'
            "<task-failed>t-parse</task-failed>"
        )
elif task_id == "t-export":
    print("<task-done>t-export</task-done>" if LESSON in prompt else "<task-failed>t-export</task-failed>")
else:
    print("I am still thinking about it.")
