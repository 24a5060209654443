#!/usr/bin/env bash
# Throughput of kubedv-validate vs kubeconform v0.8.0 (from the module
# proxy) in one run, on the same corpus: N custom resources of the Gadget
# CRD (testdata/crds/gadgets.yaml), a third of them invalid, in one file.
# kubeconform gets the CRD's openAPIV3Schema as its JSON schema (it runs
# no CEL, no defaults, no list-type checks); kubedv-validate runs what the
# API server runs. Prints documents per second and peak memory of each.
#   N=20000 hack/bench-kubeconform.sh
# NATIVE=1 measures kubedv-validate alone on N native documents
# (Deployments, Services, ConfigMaps; kubeconform's native schemas would be
# downloaded from the network, which this script does not do).
set -euo pipefail
cd "$(dirname "$0")/.."
N=${N:-20000}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/kubedv-validate" ./cmd/kubedv-validate
if [ -n "${NATIVE:-}" ]; then
  awk -v n="$N" 'BEGIN { for (i = 0; i < n; i++) {
    if (i % 3 == 0) printf "---\napiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: d%d\nspec:\n  replicas: %d\n  selector:\n    matchLabels: {app: d%d}\n  template:\n    metadata:\n      labels: {app: d%d}\n    spec:\n      containers:\n      - name: web\n        image: nginx:1.27\n        resources: {requests: {cpu: 100m}}\n", i, (i % 12 == 0) ? -1 : 2, i, i
    else if (i % 3 == 1) printf "---\napiVersion: v1\nkind: Service\nmetadata:\n  name: s%d\nspec:\n  selector: {app: web}\n  ports:\n  - {name: http, port: 80, targetPort: 8080}\n", i
    else printf "---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c%d\ndata:\n  mode: fast\n", i
  } }' > "$tmp/native.yaml"
fi
[ -n "${NATIVE:-}" ] || GOBIN=$tmp go install github.com/yannh/kubeconform/cmd/kubeconform@v0.8.0
awk -v n="$N" 'BEGIN { for (i = 0; i < n; i++) {
  size = (i % 3 == 0) ? 0 : 1 + i % 50
  printf "---\napiVersion: example.com/v1\nkind: Gadget\nmetadata:\n  name: g%d\n  labels: {app: bench}\nspec:\n  size: %d\n  storageClass: ssd\n  ports:\n  - {name: http, port: 80}\n  - {name: https, port: 443}\n", i, size
} }' > "$tmp/corpus.yaml"
mkdir -p "$tmp/schemas"
python3 - testdata/crds/gadgets.yaml "$tmp/schemas/gadget_v1.json" <<'PY'
import json, sys, yaml
crd = next(d for d in yaml.safe_load_all(open(sys.argv[1])) if d and d.get("kind") == "CustomResourceDefinition")
schema = crd["spec"]["versions"][0]["schema"]["openAPIV3Schema"]
json.dump(schema, open(sys.argv[2], "w"))
PY
measure() { # name, command...
  local name=$1; shift
  local start end
  start=$(date +%s.%N)
  /usr/bin/time -f "%M" -o "$tmp/mem" "$@" > "$tmp/out" 2>&1 || true
  tail -1 "$tmp/out" | cut -c1-100
  end=$(date +%s.%N)
  awk -v n="$N" -v s="$start" -v e="$end" -v m="$(tail -1 "$tmp/mem")" -v name="$name" \
    'BEGIN { printf "%-16s %8.0f docs/s  %6.2f s  peak RSS %d MB\n", name, n / (e - s), e - s, m / 1024 }'
}
echo "$N documents, $(nproc) CPUs"
if [ -n "${NATIVE:-}" ]; then
  measure kubedv-validate "$tmp/kubedv-validate" "$tmp/native.yaml"
  exit 0
fi
measure kubeconform "$tmp/kubeconform" -summary -schema-location "$tmp/schemas/{{ .ResourceKind }}_{{ .ResourceAPIVersion }}.json" "$tmp/corpus.yaml"
measure kubedv-validate "$tmp/kubedv-validate" --local-crds testdata/crds/gadgets.yaml "$tmp/corpus.yaml"
