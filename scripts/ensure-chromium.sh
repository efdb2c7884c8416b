#!/usr/bin/env bash
# End-to-end tests use Debian's Chromium; Playwright never downloads a browser of its own here.
# Debian builds two: chromium, and chromium-headless-shell, the same engine without the desktop
# browser around it (what Playwright itself runs headless). The journeys run in the headless shell
# when it is installed (it spends about a sixth less CPU per journey) and in chromium otherwise.
set -euo pipefail
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromium-headless-shell ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
install() { DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$@" >/dev/null; }
echo "Installing Debian's chromium packages for the end-to-end tests..."
$SUDO apt-get update -qq || true
if [ ! -x /usr/bin/chromium ]; then install chromium; fi
if [ ! -x /usr/bin/chromium-headless-shell ]; then
  install chromium-headless-shell || echo "chromium-headless-shell could not be installed: the journeys run in chromium" >&2
fi
