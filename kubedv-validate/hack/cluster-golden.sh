#!/usr/bin/env bash
# Re-derives cli/testdata/cluster/<config>/golden.json: the answers of a
# real kube-apiserver v1.37.2 started with the options of
# cli/testdata/cluster/<config>/cluster.yaml (kubedv-validate's
# --cluster-config file; each key is the kube-apiserver flag of that name)
# to the manifests of cli/testdata/cluster/new (creates) and, paired with
# cli/testdata/cluster/old, updates. TestClusterGolden compares
# kubedv-validate run with that file with them.
#
# For each configuration it starts its own etcd and kube-apiserver from the
# binaries of the shared compat kit (BIN, default
# /tmp/kubernetes-compat/bin: ../shared/compat/kube-apiserver.sh build
# makes them) on PORT (default 17443; etcd on PORT+1 and PORT+2), with the
# flags ../shared/compat/kube-apiserver.sh passes except
# --service-cluster-ip-range, which comes from the file like the other
# options (none: kube-apiserver's default), records, and stops it.
#
# usage: hack/cluster-golden.sh [CONFIG ...]   (default: every configuration)
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-/tmp/kubernetes-compat/bin}
PORT=${PORT:-17443}
RUN=${RUN:-/tmp/kubedv-cluster-golden}
TD=cli/testdata/cluster
for b in kube-apiserver etcd kubectl; do
  [ -x "$BIN/$b" ] || { echo "no $BIN/$b: build it with ../shared/compat/kube-apiserver.sh build, or set BIN" >&2; exit 2; }
done
configs=("$@")
if [ ${#configs[@]} -eq 0 ]; then
  for d in "$TD"/*/cluster.yaml; do configs+=("$(basename "$(dirname "$d")")"); done
fi

etcd_pid= api_pid=
stop() {
  for p in $api_pid $etcd_pid; do kill "$p" 2>/dev/null || :; done
  for p in $api_pid $etcd_pid; do
    for _ in $(seq 1 60); do kill -0 "$p" 2>/dev/null || break; sleep 0.5; done
    kill -9 "$p" 2>/dev/null || :
  done
  api_pid= etcd_pid=
}
trap stop EXIT

# flags turns cluster.yaml (flat "key: value" lines) into kube-apiserver flags.
flags() {
  sed -e 's/#.*//' -e '/^[[:space:]]*$/d' "$1" | while IFS= read -r line; do
    k=${line%%:*} v=${line#*:}
    v=$(echo "$v" | sed -e 's/^[[:space:]]*//' -e 's/[[:space:]]*$//' -e 's/^"\(.*\)"$/\1/' -e "s/^'\(.*\)'$/\1/")
    printf -- '--%s=%s\n' "$k" "$v"
  done
}

start() { # $1: cluster.yaml
  rm -rf "$RUN" && mkdir -p "$RUN/etcd" "$RUN/certs"
  local c=$RUN/certs
  openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=kubedv-cluster-golden-ca" -keyout "$c/ca.key" -out "$c/ca.crt" >/dev/null 2>&1
  openssl req -newkey rsa:2048 -nodes -subj "/CN=kube-apiserver" -keyout "$c/server.key" -out "$c/server.csr" >/dev/null 2>&1
  printf 'subjectAltName=IP:127.0.0.1,DNS:localhost\n' > "$c/san.ext"
  openssl x509 -req -in "$c/server.csr" -CA "$c/ca.crt" -CAkey "$c/ca.key" -CAcreateserial -days 2 -extfile "$c/san.ext" -out "$c/server.crt" >/dev/null 2>&1
  openssl genrsa -out "$c/sa.key" 2048 >/dev/null 2>&1 && openssl rsa -in "$c/sa.key" -pubout -out "$c/sa.pub" >/dev/null 2>&1
  head -c 16 /dev/urandom | od -An -tx1 | tr -d ' \n' > "$RUN/token"
  echo "$(cat "$RUN/token"),admin,admin-uid,system:masters" > "$RUN/tokens.csv"
  local ep=$((PORT + 1)) pp=$((PORT + 2))
  "$BIN/etcd" --data-dir "$RUN/etcd" --listen-client-urls "http://127.0.0.1:$ep" --advertise-client-urls "http://127.0.0.1:$ep" \
    --listen-peer-urls "http://127.0.0.1:$pp" --initial-advertise-peer-urls "http://127.0.0.1:$pp" \
    --initial-cluster "default=http://127.0.0.1:$pp" > "$RUN/etcd.log" 2>&1 &
  etcd_pid=$!
  mapfile -t opts < <(flags "$1")
  echo "kube-apiserver ${opts[*]}" >&2
  "$BIN/kube-apiserver" --etcd-servers "http://127.0.0.1:$ep" --bind-address 127.0.0.1 --advertise-address 127.0.0.1 \
    --secure-port "$PORT" --tls-cert-file "$c/server.crt" --tls-private-key-file "$c/server.key" --client-ca-file "$c/ca.crt" \
    --token-auth-file "$RUN/tokens.csv" --authorization-mode RBAC,Node \
    --service-account-issuer https://kubernetes.default.svc --service-account-key-file "$c/sa.pub" \
    --service-account-signing-key-file "$c/sa.key" \
    --disable-admission-plugins ServiceAccount --enable-priority-and-fairness=false --endpoint-reconciler-type none \
    --cert-dir "$RUN/certs" "${opts[@]}" > "$RUN/apiserver.log" 2>&1 &
  api_pid=$!
  cat > "$RUN/kubeconfig" <<EOF
apiVersion: v1
kind: Config
clusters:
- name: golden
  cluster: {server: "https://127.0.0.1:$PORT", certificate-authority: "$c/ca.crt"}
users:
- name: admin
  user: {token: "$(cat "$RUN/token")"}
contexts:
- name: golden
  context: {cluster: golden, user: admin, namespace: default}
current-context: golden
EOF
  for _ in $(seq 1 180); do
    if "$BIN/kubectl" --kubeconfig "$RUN/kubeconfig" get namespace default >/dev/null 2>&1 &&
      "$BIN/kubectl" --kubeconfig "$RUN/kubeconfig" get servicecidr kubernetes >/dev/null 2>&1; then
      return 0
    fi
    kill -0 "$api_pid" 2>/dev/null || break
    sleep 1
  done
  echo "kube-apiserver did not become ready; last lines of $RUN/apiserver.log:" >&2; tail -5 "$RUN/apiserver.log" >&2
  exit 1
}

for cfg in "${configs[@]}"; do
  f=$TD/$cfg/cluster.yaml
  [ -f "$f" ] || { echo "no $f" >&2; exit 2; }
  start "$f"
  go run ./hack/servergolden --server "https://127.0.0.1:$PORT" --token-file "$RUN/token" \
    --old "$TD/old" "$TD/new" > "$TD/$cfg/golden.json.tmp"
  mv "$TD/$cfg/golden.json.tmp" "$TD/$cfg/golden.json"
  echo "wrote $TD/$cfg/golden.json" >&2
  stop
done
