#!/usr/bin/env bash
# Re-derives testdata/server/golden.json: the answers of a real
# kube-apiserver v1.37.2 to the test corpus (testdata/crds, testdata/old,
# testdata/new), which TestServerGolden compares kubedv-validate with,
# with kubectl's own answers to the documents it refuses itself (a kind the
# server does not serve), and testdata/server/discovery.json, the kinds it
# serves (TestServedIsTheServersDiscovery).
# Starts the server with kube-apiserver.sh of the shared compat kit (it
# builds it the first time: minutes) unless one is running; WORK and PORT
# as there; COMPAT is the kit's directory (default: ../shared/compat next to
# the repository). kube-apiserver.sh starts it with
# --service-cluster-ip-range 10.96.0.0/24 and the other cluster options at
# kube-apiserver's defaults: TestServerGolden validates with that range
# (corpusCluster). Other cluster options: hack/cluster-golden.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
W=${WORK:-/tmp/kubernetes-compat}
PORT=${PORT:-16443}
COMPAT=${COMPAT:-$(cd .. && pwd)/../shared/compat}
[ -f "$COMPAT/kube-apiserver.sh" ] || { echo "no kube-apiserver.sh in $COMPAT: set COMPAT" >&2; exit 2; }
(cd .. && WORK=$W PORT=$PORT nice bash "$COMPAT/kube-apiserver.sh" start >&2)
go run ./hack/servergolden --server "https://127.0.0.1:$PORT" --token-file "$W/run/token" \
  --kubectl "$W/bin/kubectl" --kubeconfig "$W/run/kubeconfig" --discovery testdata/server/discovery.json \
  --local-crds testdata/crds --old testdata/old testdata/new > testdata/server/golden.json.tmp
mv testdata/server/golden.json.tmp testdata/server/golden.json
echo "wrote testdata/server/golden.json" >&2
