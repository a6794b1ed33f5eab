#!/usr/bin/env bash
# The first hour on a machine with nothing but Node, checked: a Debian 12 chroot (debootstrap, minbase, plus Debian's
# nodejs and npm, brought to Node 22 and npm 10 from the npm registry, git) where no PostgreSQL, Redis, poppler or Chromium is installed, a `git clone` of this checkout's
# committed HEAD, `npm ci`, then `npm test` and `npm start` in a network namespace of their own, where nothing
# listens on 5432 or 6379 (the machine's services are out of reach). Needs root, debootstrap and the Debian mirror.
#
#   scripts/clean-room.sh [ROOT]     # ROOT defaults to /srv/mca-clean-room; kept for a rerun (delete it to start over)
#   STEPS="install test start"       # the default; e.g. STEPS=start to rerun one step
#   NPM_CACHE=/root/.npm             # lend the chroot this npm cache (quicker; unset: an empty cache, as a new machine)
#
# Prints each step's outcome and exits non-zero at the first failure.
set -euo pipefail
ROOT=${1:-/srv/mca-clean-room}
SRC=$(cd "$(dirname "$0")/.." && pwd)
STEPS=${STEPS:-install test start}
log() { printf 'clean-room: %s\n' "$*"; }

cp_resolv() { mkdir -p "$ROOT/etc" && cp /etc/resolv.conf "$ROOT/etc/resolv.conf"; }
if [ ! -x "$ROOT/usr/bin/npm" ]; then
  log "debootstrap bookworm into $ROOT (10-20 minutes)"
  # npm's ~300 node-* packages sometimes fail debootstrap's configure order: finish them with apt below.
  debootstrap --variant=minbase --include=nodejs,npm,git,ca-certificates,iproute2 bookworm "$ROOT" http://deb.debian.org/debian >/dev/null || true
  cp_resolv
  mount -t proc proc "$ROOT/proc"
  chroot "$ROOT" /bin/sh -c 'export DEBIAN_FRONTEND=noninteractive; dpkg --configure -a; apt-get -f install -y -qq' >/dev/null || true
  umount "$ROOT/proc"
  [ -x "$ROOT/usr/bin/npm" ] || { log "FAIL: debootstrap did not install npm"; exit 1; }
fi
cp_resolv
# A network whose TLS is re-signed by a local CA (this workplace's egress) needs that CA inside too.
if ls /usr/local/share/ca-certificates/*.crt >/dev/null 2>&1; then
  mkdir -p "$ROOT/usr/local/share/ca-certificates"
  cp /usr/local/share/ca-certificates/*.crt "$ROOT/usr/local/share/ca-certificates/"
  chroot "$ROOT" update-ca-certificates >/dev/null 2>&1 || true
fi
# Debian 12's own Node (18) and npm (9.2) are too old for the install (README, "Set up"): npm 9.2 fails on the
# lockfile's override of a file: dependency, and Node 18 makes npm leave out Vitest's native bundler binding (an
# optional package that wants Node 20.19+). So Debian's npm first installs npm 10 and Node 22 from the npm registry,
# as a machine whose Node came from nodejs.org would have them.
if [ "$(chroot "$ROOT" npm --version | cut -d. -f1)" -lt 10 ]; then
  chroot "$ROOT" /bin/sh -c 'npm install -g npm@10 --no-audit --no-fund' >/dev/null
fi
if [ "$(chroot "$ROOT" node -p 'process.versions.node.split(".")[0]')" -lt 22 ]; then
  chroot "$ROOT" /bin/sh -c 'npm install -g node@22 --no-audit --no-fund' >/dev/null
fi
for tool in psql postgres redis-server pdftoppm chromium; do
  if chroot "$ROOT" sh -c "command -v $tool || ls /usr/lib/postgresql/*/bin/$tool" >/dev/null 2>&1; then log "FAIL: $tool is installed in the chroot"; exit 1; fi
done
log "in the chroot: node $(chroot "$ROOT" node --version), npm $(chroot "$ROOT" npm --version); no psql, postgres, redis-server, pdftoppm, chromium"

mounted=()
cleanup() { for ((i=${#mounted[@]}-1; i>=0; i--)); do umount -l "${mounted[$i]}" 2>/dev/null || true; done; }
trap cleanup EXIT
mountpoint -q "$ROOT/proc" || { mount -t proc proc "$ROOT/proc"; mounted+=("$ROOT/proc"); }
mountpoint -q "$ROOT/dev" || { mount --bind /dev "$ROOT/dev"; mounted+=("$ROOT/dev"); }
mountpoint -q "$ROOT/dev/shm" || { mount -t tmpfs shm "$ROOT/dev/shm"; mounted+=("$ROOT/dev/shm"); }
if [ -n "${NPM_CACHE:-}" ]; then
  mkdir -p "$ROOT/root/.npm"
  mountpoint -q "$ROOT/root/.npm" || { mount --bind "$NPM_CACHE" "$ROOT/root/.npm"; mounted+=("$ROOT/root/.npm"); }
fi

# Inside fresh network and process namespaces: only a loopback interface, nothing listening anywhere, and whatever a
# step leaves running ends with it.
isolated() { unshare --net --pid --fork sh -c 'ip link set lo up && chroot "$0" /bin/sh -c "$1"' "$ROOT" "$1"; }

for step in $STEPS; do
  case $step in
    install)
      rm -rf "$ROOT/root/mca" "$ROOT/root/shared"
      git clone -q -b "$(git -C "$SRC" rev-parse --abbrev-ref HEAD)" "$SRC" "$ROOT/root/mca"
      [ -d "$SRC/../shared" ] && cp -rL "$SRC/../shared" "$ROOT/root/shared"   # -L: ../shared may be a symlink
      log "npm ci (network: the npm registry)"
      start=$(date +%s)
      chroot "$ROOT" /bin/sh -c 'cd /root/mca && npm ci --no-audit --no-fund' 2>&1 | tee "$ROOT/root/npm-ci.log" | tail -n 5
      log "npm ci took $(( $(date +%s) - start )) s; EBADENGINE warnings: $(grep -c 'EBADENGINE Unsupported' "$ROOT/root/npm-ci.log" || true)"
      ;;
    test)
      for port in 5432 6379; do
        if isolated "node -e \"require('net').connect($port, '127.0.0.1').on('connect', () => process.exit(0)).on('error', () => process.exit(1))\""; then
          log "FAIL: something answers on $port"; exit 1
        fi
      done
      log "npm test in an empty network namespace"
      start=$(date +%s)
      isolated 'cd /root/mca && npm test' 2>&1 | tee "$ROOT/root/npm-test.log" | grep -E '^tests:|Test Files|Tests  |Duration|FAIL' || true
      grep -q 'Tests .*failed' "$ROOT/root/npm-test.log" && { log "FAIL: npm test has failures (see $ROOT/root/npm-test.log)"; exit 1; }
      grep -q 'Tests .*passed' "$ROOT/root/npm-test.log" || { log "FAIL: npm test did not finish (see $ROOT/root/npm-test.log)"; exit 1; }
      log "npm test passed in $(( $(date +%s) - start )) s"
      ;;
    start)
      log "npm start, then the tour's first calls"
      # npm start in a process group of its own (setsid), stopped as Ctrl-C in a terminal stops it: SIGINT to the whole
      # group. (SIGINT to npm alone reached its `sh -c bin/mca serve`, which waits, and the server ran on: a hang.)
      isolated 'cd /root/mca && rm -rf data && { setsid npm start > /root/npm-start.log 2>&1 & pid=$!; } &&
        node_modules/.bin/node -e "
          const wait = async () => { for (let i = 0; i < 600; i++) { try { return await fetch(\"http://127.0.0.1:3000/healthz\"); } catch { await new Promise((r) => setTimeout(r, 100)); } } throw new Error(\"no answer\"); };
          (async () => { await wait();
            const { execFileSync } = await import(\"node:child_process\");
            const demo = JSON.parse(execFileSync(\"bin/mca\", [\"demo\", \"--json\"]));
            const again = JSON.parse(execFileSync(\"bin/mca\", [\"demo\", \"--json\"]));
            const res = await fetch(\"http://127.0.0.1:3000/v1/reference/industries\", { headers: { authorization: \"Bearer \" + demo.broker.api_key } });
            const slash = await fetch(\"http://127.0.0.1:3000/app/deals/\", { redirect: \"manual\" });
            console.log(\"clean-room: /v1/reference/industries\", res.status, \"; demo keys reused:\", again.broker.api_key === demo.broker.api_key, \"; /app/deals/ ->\", slash.status, slash.headers.get(\"location\"));
            process.exit(res.status === 200 && again.broker.api_key === demo.broker.api_key ? 0 : 1);
          })().catch((e) => { console.error(e); process.exit(1); });" ; rc=$?; kill -INT -$pid; wait $pid; cat /root/npm-start.log; exit $rc'
      ;;
  esac
done
log "done: $STEPS"
