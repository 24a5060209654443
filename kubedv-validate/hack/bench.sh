#!/usr/bin/env bash
# Throughput and memory of kubedv-validate vs kubeconform v0.8.0 and
# kubectl-validate, one run each, same machine, same corpora, offline:
#   native: N Deployments, Services, ConfigMaps and Jobs (a sixth invalid);
#   crs:    N custom resources of the Gadget CRD (testdata/crds), a third invalid.
# kubeconform gets standalone strict JSON schemas made here from Kubernetes'
# published OpenAPI v3 (api/openapi-spec/v3 of the k8s.io/kubernetes module
# this module requires, hack/jsonschemas.py) and the CRD's openAPIV3Schema;
# kubectl-validate gets the same OpenAPI v3 as --local-schemas and the CRD
# as --local-crds. Each tool runs under `unshare -n` (no network) when the
# system allows it. Prints documents per second, wall time, CPU seconds
# (user + sys) per 1000 documents and peak RSS: on a shared machine the CPU
# time moves less than the wall time.
#   N=5000 hack/bench.sh                  # both corpora, all three tools
#   MB=100 hack/bench.sh                  # kubedv-validate's peak RSS on MB of native manifests
#   MB=100 OUTPUTS="human json junit sarif" hack/bench.sh   # ... for each output format
# KUBECTL_VALIDATE=path uses that binary instead of installing
# sigs.k8s.io/kubectl-validate@latest from the module proxy (none: skip it);
# KUBECONFORM=path likewise for kubeconform v0.8.0. BASELINE=path adds that
# kubedv-validate binary (another build, for an A/B in the same run);
# ROUNDS=n runs every measurement n times, in turn.
set -euo pipefail
cd "$(dirname "$0")/.."
N=${N:-5000}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/kubedv-validate" ./cmd/kubedv-validate

# natives N: N native documents, every sixth one invalid.
natives() {
  awk -v n="$1" 'BEGIN { for (i = 0; i < n; i++) {
    if (i % 4 == 0) printf "---\napiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: d%d\n  labels: {app: d%d, tier: web}\nspec:\n  replicas: %d\n  selector:\n    matchLabels: {app: d%d}\n  template:\n    metadata:\n      labels: {app: d%d}\n    spec:\n      containers:\n      - name: web\n        image: nginx:1.27\n        ports: [{containerPort: 8080, name: http}]\n        env: [{name: MODE, value: fast}]\n        resources: {requests: {cpu: 100m, memory: 64Mi}, limits: {memory: 128Mi}}\n        readinessProbe: {httpGet: {path: /healthz, port: http}}\n", i, i, (i % 24 == 0) ? -1 : 2, i, i
    else if (i % 4 == 1) printf "---\napiVersion: v1\nkind: Service\nmetadata:\n  name: s%d\nspec:\n  selector: {app: web}\n  ports:\n  - {name: http, port: 80, targetPort: %s}\n", i, (i % 24 == 1) ? "-8" : "8080"
    else if (i % 4 == 2) printf "---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c%d\ndata:\n  mode: fast\n  %s: \"1\"\n", i, (i % 24 == 2) ? "\"bad key\"" : "level"
    else printf "---\napiVersion: batch/v1\nkind: Job\nmetadata:\n  name: j%d\nspec:\n  backoffLimit: %d\n  template:\n    spec:\n      restartPolicy: Never\n      containers:\n      - {name: work, image: busybox:1.36, command: [sh, -c, \"echo hi\"]}\n", i, (i % 24 == 3) ? -2 : 3
  } }'
}

if [ -n "${MB:-}" ]; then
  # Memory on a big input: peak RSS on MB and on MB/10 of native manifests.
  for size in $((MB / 10)) "$MB"; do
    docs=$((size * 1024 * 1024 / 246))
    natives "$docs" > "$tmp/big.yaml"
    for out in ${OUTPUTS:-human}; do
      /usr/bin/time -f "%M %e" -o "$tmp/mem" "$tmp/kubedv-validate" -o "$out" "$tmp/big.yaml" > /dev/null 2>&1 || true
      read -r rss secs < <(tail -1 "$tmp/mem")
      printf "%4d MB input (%d documents), -o %-5s: peak RSS %d MB, %.1f s\n" "$(( $(stat -c %s "$tmp/big.yaml") / 1048576 ))" "$docs" "$out" $((rss / 1024)) "$secs"
    done
  done
  exit 0
fi

kc=${KUBECONFORM:-}
if [ -z "$kc" ]; then
  GOBIN=$tmp GOFLAGS= GOWORK=off go install github.com/yannh/kubeconform/cmd/kubeconform@v0.8.0
  kc=$tmp/kubeconform
fi
kv=${KUBECTL_VALIDATE:-}
if [ "$kv" = none ]; then
  kv=
elif [ -z "$kv" ]; then
  if (cd "$tmp" && GOBIN=$tmp GOFLAGS= GOWORK=off go install sigs.k8s.io/kubectl-validate@latest); then
    kv=$tmp/kubectl-validate
  else
    echo "kubectl-validate could not be installed from the module proxy: not measured" >&2
  fi
fi

spec=$(go list -m -f '{{.Dir}}' k8s.io/kubernetes)/api/openapi-spec/v3
python3 hack/jsonschemas.py "$tmp/schemas" "$spec" testdata/crds/gadgets.yaml
# kubectl-validate's --local-schemas layout: api/v1.json, apis/<group>/<version>.json.
for f in "$spec"/api__v1_openapi.json "$spec"/apis__*__*_openapi.json; do
  rel=$(basename "$f" _openapi.json | sed 's|__|/|g')
  mkdir -p "$tmp/openapi/$(dirname "$rel")"
  cp "$f" "$tmp/openapi/$rel.json"
done

mkdir "$tmp/crds" && cp testdata/crds/gadgets.yaml "$tmp/crds/"
natives "$N" > "$tmp/native.yaml"
awk -v n="$N" 'BEGIN { for (i = 0; i < n; i++) {
  size = (i % 3 == 0) ? 0 : 1 + i % 50
  printf "---\napiVersion: example.com/v1\nkind: Gadget\nmetadata:\n  name: g%d\n  labels: {app: bench}\nspec:\n  size: %d\n  storageClass: ssd\n  ports:\n  - {name: http, port: 80}\n  - {name: https, port: 443}\n", i, size
} }' > "$tmp/crs.yaml"

offline=()
if unshare -n true 2>/dev/null; then offline=(unshare -n); fi
measure() { # corpus, name, command...
  local corpus=$1 name=$2; shift 2
  local start end
  start=$(date +%s.%N)
  /usr/bin/time -f "%M %U %S" -o "$tmp/mem" "${offline[@]}" "$@" > "$tmp/out" 2>&1 || true
  end=$(date +%s.%N)
  [ -s "$tmp/out" ] || { echo "$name printed nothing" >&2; exit 1; }
  read -r rss user sys < <(tail -1 "$tmp/mem")
  awk -v n="$N" -v s="$start" -v e="$end" -v m="$rss" -v cpu="$user + $sys" -v name="$name" -v c="$corpus" -v says="$(summary "$name")" \
    'BEGIN { split(cpu, t, " [+] "); printf "| %-7s | %-16s | %8.0f | %7.2f | %8.3f | %6d | %s |\n", c, name, n / (e - s), e - s, 1000 * (t[1] + t[2]) / n, m / 1024, says }'
}
# summary NAME: what the tool said about the corpus, from its output.
summary() {
  case $1 in
  kubeconform) tail -1 "$tmp/out" | sed 's/.*- //' ;;
  kubedv-validate*) tail -1 "$tmp/out" ;;
  kubectl-validate) echo "$(grep -c '"status": "Failure"' "$tmp/out" || true) of $(grep -c '"status": ' "$tmp/out" || true) documents invalid" ;;
  esac
}
echo "$N documents per corpus, $(nproc) CPUs, load $(cut -d' ' -f1 /proc/loadavg), offline: ${offline[*]:-no}"
echo "| corpus  | tool             | docs/s   | wall s  | CPU s/1000 | RSS MB | its verdict |"
echo "|---------|------------------|----------|---------|------------|--------|-------------|"
sch="$tmp/schemas/{{ .ResourceKind }}_{{ .Group }}_{{ .ResourceAPIVersion }}.json"
for round in $(seq "${ROUNDS:-1}"); do
  for corpus in native crs; do
    measure $corpus kubeconform "$kc" -strict -summary -schema-location "$sch" "$tmp/$corpus.yaml"
    measure $corpus kubedv-validate "$tmp/kubedv-validate" --local-crds testdata/crds/gadgets.yaml "$tmp/$corpus.yaml"
    if [ -n "${BASELINE:-}" ]; then
      measure $corpus kubedv-validate@base "$BASELINE" --local-crds testdata/crds/gadgets.yaml "$tmp/$corpus.yaml"
    fi
    if [ -n "$kv" ]; then
      measure $corpus kubectl-validate "$kv" -o json --local-schemas "$tmp/openapi" --local-crds "$tmp/crds" "$tmp/$corpus.yaml"
    fi
  done
done
