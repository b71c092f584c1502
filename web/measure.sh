#!/usr/bin/env bash
# The web interface's numbers in the README, measured through real HTTP against a running platform:
#   ./stratagem web --port 8420 &      then      web/measure.sh http://127.0.0.1:8420
# Needs curl and python3. Creates a few sessions in the platform's data/sessions/ (delete them after).
set -euo pipefail
B=${1:-http://127.0.0.1:8420}
new() { curl -sf -X POST -d "$1" "$B/api/sessions" | python3 -c "import json,sys; print(json.load(sys.stdin)['id'])"; }
stats() { python3 -c "
import sys, statistics
t = sorted(float(x) * 1000 for x in sys.stdin)
print('%s: n=%d, median %.1f ms, 90th percentile %.1f ms, max %.1f ms' % (sys.argv[1], len(t), statistics.median(t),
      t[int(len(t) * .9)], t[-1]))" "$1"; }

id=$(new '{"game": "gomoku"}')
for i in $(seq 200); do
  curl -sf -o /dev/null -w "%{time_total}\n" -X POST -d '{"move": "7,7"}' "$B/api/sessions/$id/moves"
  curl -sf -o /dev/null -w "%{time_total}\n" -X POST -d '{}' "$B/api/sessions/$id/undo"
done | stats "a move or an undo through the API (saved to disk before the answer)"

id=$(new '{"game": "gomoku", "moves": ["7,7"], "timeMs": 100}')
for i in $(seq 20); do
  curl -sf -o /dev/null -w "%{time_total}\n" -X POST -d '{"play": false}' "$B/api/sessions/$id/go"
done | stats "the engine's move under a 100 ms limit (alphabeta), request to answer"

for game in trianglewar:'[]' gomoku:'["7,7", "8,8"]'; do
  id=$(new "{\"game\": \"${game%%:*}\", \"moves\": ${game#*:}, \"timeMs\": 10000, \"strategy\": \"alphabeta\"}")
  events=$(mktemp)
  curl -sN --max-time 14 "$B/api/sessions/$id/events" > "$events" &
  sleep 0.5
  millis=$(curl -sf -X POST -d '{"play": false}' "$B/api/sessions/$id/go" \
    | python3 -c "import json,sys; print(json.load(sys.stdin)['search']['timeMs'])")
  sleep 1
  count=$(grep -c '^event: progress' "$events")
  echo "live analysis of ${game%%:*} (alphabeta, 10 s at most): $count progress events in $millis ms," \
    "$(python3 -c "print('%.1f' % ($count * 1000 / max($millis, 1)))") a second"
  wait
  rm -f "$events"
done
