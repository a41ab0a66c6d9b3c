#!/bin/sh
# Image entry point: with no arguments run this image's service (`changewire service $SERVICE_NAME`),
# otherwise run the changewire CLI with the given arguments (`migrate`, `nats provision`, ...).
# `exec` keeps changewire as PID 1 so SIGTERM reaches its graceful drain directly.
set -eu
if [ "$#" -eq 0 ]; then
  if [ -z "${SERVICE_NAME:-}" ]; then
    echo "changewire-entrypoint: no arguments and SERVICE_NAME is not set" >&2
    exit 2
  fi
  set -- service "$SERVICE_NAME"
fi
exec changewire "$@"
