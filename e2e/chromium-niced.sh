#!/bin/sh
# Debian's Chromium at the niceness the server gives its ffmpeg and ffprobe (apps/server/src/infra/media/
# ffmpeg.ts): on a CI machine the browsers stand in for applicants' own computers, so they should not take
# the cores from the server's media jobs. At normal priority two shards' video encoding starved those jobs
# (niced) until their time-outs, while the server itself (normal priority) keeps precedence over both.
exec nice -n 10 /usr/bin/chromium "$@"
