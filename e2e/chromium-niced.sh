#!/bin/sh
# Debian's Chromium at the niceness the server gives its ffmpeg and ffprobe (apps/server/src/infra/media/
# ffmpeg.ts): on a CI machine the browsers stand in for applicants' own computers, so they should not take
# the cores from the server's media jobs. At normal priority two shards' video encoding starved those jobs
# (niced) until their time-outs, while the server itself (normal priority) keeps precedence over both.
#
# Which binary: Debian's chromium-headless-shell when it is installed, else /usr/bin/chromium. Both are the
# same Chromium release from the same Debian source. The shell is what Playwright runs for headless tests
# by default: /usr/bin/chromium's headless mode is the whole desktop browser with its window hidden, and
# opening a browser context there (one per test) cost about 1.4 CPU-s, against 0.3 in the shell
# (docs/decisions/0033-headless-shell-for-browser-tests.md). E2E_CHROMIUM names another binary, e.g.
# E2E_CHROMIUM=/usr/bin/chromium to run the specs in the desktop browser.
if [ -n "$E2E_CHROMIUM" ]; then
  browser=$E2E_CHROMIUM
elif [ -x /usr/bin/chromium-headless-shell ]; then
  browser=/usr/bin/chromium-headless-shell
else
  browser=/usr/bin/chromium
fi
exec nice -n 10 "$browser" "$@"
