#!/usr/bin/env bash
# Rolling restart of the Messhall instances behind nginx, one at a time, with no failed request:
#   1. mark the instance `down` in nginx's upstream and reload nginx: new requests go to the others, while
#      those already on it finish (closing its listener instead would reset the connections still waiting in
#      its accept queue, and nginx cannot resend a POST it already sent);
#   2. systemctl restart: SIGTERM ends its live-update streams (browsers reconnect to another instance and
#      are sent what they missed), finishes requests in flight, and the new release starts;
#   3. wait until it is ready, then put it back in the upstream and reload.
# Usage (as root): deploy/rolling-restart.sh [/etc/nginx/sites-available/messhall] [ports...]
set -euo pipefail

site=${1:-/etc/nginx/sites-available/messhall}
shift || true
ports=("$@")
[ ${#ports[@]} -gt 0 ] || ports=(3001 3002 3003)

set_down() { # PORT on|off
  if [ "$2" = on ]; then
    sed -i -E "s/^(\s*server 127\.0\.0\.1:$1\b[^;]*[^n;])( down)?;/\1 down;/" "$site"
  else
    sed -i -E "s/^(\s*server 127\.0\.0\.1:$1\b[^;]*) down;/\1;/" "$site"
  fi
  nginx -t -q
  nginx -s reload
}

for port in "${ports[@]}"; do
  echo "messhall@$port: out of the upstream"
  set_down "$port" on
  sleep 2
  systemctl restart "messhall@$port"
  for _ in $(seq 1 60); do
    curl -fsS "http://127.0.0.1:$port/api/health/ready" >/dev/null 2>&1 && break
    sleep 1
  done
  curl -fsS "http://127.0.0.1:$port/api/health/ready" >/dev/null || {
    echo "messhall@$port is not ready after 60 s; left out of the upstream" >&2
    exit 1
  }
  set_down "$port" off
  echo "messhall@$port: ready and back"
done
