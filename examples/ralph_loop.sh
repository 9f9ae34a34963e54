#!/usr/bin/env bash
# A Ralph-style agent loop with iteration memory: each task is retried until the agent says <task-done>, and
# every iteration is given the task's memory (previous attempts, relevant learnings, loop status, the
# stuck-loop warning) and the model the metrics choose; what it did is recorded for the next one.
#
#   examples/ralph_loop.sh TASKS_FILE AGENT_COMMAND [ARGS...]
#
# TASKS_FILE has one task per line: id<TAB>title<TAB>description. The agent command reads its prompt on
# stdin, finds the model in $ONCEBITTEN_MODEL and prints its output (with sigils: <task-done>,
# <failure-report>, <learning>, ...; the prompt ends with the sigil guide, `oncebitten sigils`, that asks for
# them). The memory fails open: if oncebitten is unavailable the loop goes on.
#
#   MAX_ATTEMPTS     attempts per task before giving up (default 5)
#   ONCEBITTEN       how to run the CLI (default "oncebitten"; e.g. "python -m oncebitten")
#   ONCEBITTEN_DB    the store (or ONCEBITTEN_URL); ONCEBITTEN_RUN_ID names the run (default: made up here)
set -uo pipefail

if [ $# -lt 2 ]; then
  echo "usage: $0 TASKS_FILE AGENT_COMMAND [ARGS...]" >&2
  exit 2
fi
tasks_file=$1
shift
max_attempts=${MAX_ATTEMPTS:-5}
read -r -a ob <<< "${ONCEBITTEN:-oncebitten}"
export ONCEBITTEN_RUN_ID=${ONCEBITTEN_RUN_ID:-run-$(date +%s)-$$}
iteration_limit=$(( $(grep -c . "$tasks_file") * max_attempts ))

now_ms() { local t=${EPOCHREALTIME:-0}; t=${t/[.,]/}; echo $(( t / 1000 )); }

status=0
while IFS=$'\t' read -r id title description <&3; do
  [ -n "$id" ] || continue
  outcome=""
  for attempt in $(seq 1 "$max_attempts"); do
    model=$("${ob[@]}" model --task "$id" --quiet) || model=sonnet
    prompt=$("${ob[@]}" context --task "$id" --title "$title" --description "$description" \
      --iteration-limit "$iteration_limit" --with-instructions) || prompt="Task $id: $title"$'\n'"$description"
    start=$(now_ms)
    output=$(printf '%s\n' "$prompt" | ONCEBITTEN_MODEL="$model" "$@" 2>&1)
    agent_status=$?
    elapsed=$(( $(now_ms) - start ))
    crashed=()
    [ "$agent_status" -eq 0 ] || crashed=(--outcome error)
    outcome=$(printf '%s\n' "$output" | "${ob[@]}" capture --task "$id" --model "$model" \
      --duration-ms "$elapsed" "${crashed[@]}" --quiet) || outcome=unrecorded
    echo "[$id] attempt $attempt with $model: $outcome" >&2
    [ "$outcome" = done ] && break
  done
  if [ "$outcome" != done ]; then
    echo "[$id] gave up after $max_attempts attempts" >&2
    status=1
  fi
done 3< "$tasks_file"

"${ob[@]}" tasks
exit $status
