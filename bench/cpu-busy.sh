#!/usr/bin/env bash
# Prints, every 10 s until stopped, the seconds since it started and how busy all cores were over those
# 10 s (per cent, from /proc/stat). Run it beside `bash .ci/run` to see which phase leaves cores idle: it
# counts every process, including the short-lived ffmpeg and ffprobe ones that per-process samplers miss.
set -euo pipefail
read -ra prev < <(head -1 /proc/stat)
start=$SECONDS
while sleep 10; do
  read -ra cur < <(head -1 /proc/stat)
  idle=$(((cur[4] + cur[5]) - (prev[4] + prev[5])))
  total=0
  for i in 1 2 3 4 5 6 7 8; do total=$((total + cur[i] - prev[i])); done
  echo "$((SECONDS - start)) $((100 * (total - idle) / total))"
  prev=("${cur[@]}")
done
