#!/usr/bin/env bash
# kubedv-validate, kubeconform v0.8.0 and kubectl-validate side by side on
# the real-world corpus of hack/realworld.sh (made in OUT, default
# $TMPDIR/kubedv-realworld, when absent),
# offline (under `unshare -n` when the system allows it), ROUNDS times in
# turn (default 3). Prints, per run, wall time, CPU (user + sys) per 1,000
# documents (the documents kubedv-validate counts) and peak RSS, and each
# tool's verdict; then kubedv-validate with --local-crds alone on one
# ConfigMap (the cost of loading the corpus' CRDs).
# kubeconform gets strict standalone JSON schemas made from Kubernetes'
# published OpenAPI v3 and the corpus' CRDs (hack/jsonschemas.py),
# kubectl-validate the same OpenAPI as --local-schemas; both get the CRDs
# as kubedv-validate does (--local-crds OUT/crds).
#   OUT=/tmp/rw ROUNDS=3 kubedv-validate/hack/realworld-bench.sh
# BASELINE=path adds another kubedv-validate binary to the same run (an
# A/B); its -o json answers are compared with this build's.
# KUBECONFORM=path, KUBECTL_VALIDATE=path (none: skip it) use given binaries.
set -euo pipefail
OUT=$(realpath -m "${OUT:-${TMPDIR:-/tmp}/kubedv-realworld}")
cd "$(dirname "$0")/.."
[ -d "$OUT/docs" ] || OUT=$OUT hack/realworld.sh > /dev/null
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/kubedv-validate" ./cmd/kubedv-validate
kc=${KUBECONFORM:-}
if [ -z "$kc" ]; then
  GOBIN=$tmp GOFLAGS= GOWORK=off go install github.com/yannh/kubeconform/cmd/kubeconform@v0.8.0
  kc=$tmp/kubeconform
fi
kv=${KUBECTL_VALIDATE:-}
if [ "$kv" = none ]; then
  kv=
elif [ -z "$kv" ]; then
  (cd "$tmp" && GOBIN=$tmp GOFLAGS= GOWORK=off go install sigs.k8s.io/kubectl-validate@latest) && kv=$tmp/kubectl-validate
fi
spec=$(go list -m -f '{{.Dir}}' k8s.io/kubernetes)/api/openapi-spec/v3
python3 hack/jsonschemas.py "$tmp/schemas" "$spec" "$OUT"/crds/*.yaml
for f in "$spec"/api__v1_openapi.json "$spec"/apis__*__*_openapi.json; do
  rel=$(basename "$f" _openapi.json | sed 's|__|/|g')
  mkdir -p "$tmp/openapi/$(dirname "$rel")"
  cp "$f" "$tmp/openapi/$rel.json"
done
offline=()
if unshare -n true 2>/dev/null; then offline=(unshare -n); fi
"$tmp/kubedv-validate" -o json --local-crds "$OUT/crds" "$OUT/docs" > "$tmp/answers.json" || true
N=$("$tmp/kubedv-validate" --local-crds "$OUT/crds" "$OUT/docs" 2>&1 | tail -1 | sed 's/ documents.*//') || true
if [ -n "${BASELINE:-}" ]; then
  "$BASELINE" -o json --local-crds "$OUT/crds" "$OUT/docs" > "$tmp/base.json" || true
  if cmp -s "$tmp/answers.json" "$tmp/base.json"; then
    echo "BASELINE's -o json answers: identical"
  else
    # Some answers list a map's errors in the order the map is walked, which
    # changes from run to run (as on the server): rerun both builds to see
    # whether the difference is that.
    "$tmp/kubedv-validate" -o json --local-crds "$OUT/crds" "$OUT/docs" > "$tmp/answers2.json" || true
    "$BASELINE" -o json --local-crds "$OUT/crds" "$OUT/docs" > "$tmp/base2.json" || true
    if cmp -s "$tmp/answers2.json" "$tmp/base.json" || cmp -s "$tmp/answers.json" "$tmp/base2.json" || cmp -s "$tmp/answers2.json" "$tmp/base2.json"; then
      echo "BASELINE's -o json answers: identical (on a second run: an answer's order of errors varies)"
    else
      echo "BASELINE's -o json answers DIFFER (if this build's own runs differ too, see the order of a map's errors):"
      diff "$tmp/base.json" "$tmp/answers.json" | head -20 || true
      cmp -s "$tmp/answers.json" "$tmp/answers2.json" || echo "(this build's two runs differ from each other as well)"
    fi
  fi
fi
measure() { # name, command...
  local name=$1; shift
  local start end
  start=$(date +%s.%N)
  /usr/bin/time -f "%M %U %S" -o "$tmp/mem" "${offline[@]}" "$@" > "$tmp/out" 2>&1 || true
  end=$(date +%s.%N)
  read -r rss user sys < <(tail -1 "$tmp/mem")
  local says
  case $name in
  kubeconform) says=$(tail -1 "$tmp/out" | sed 's/.*- //') ;;
  kubedv-validate*) says=$(tail -1 "$tmp/out") ;;
  kubectl-validate) says="$(grep -c '"status": "Failure"' "$tmp/out" || true) of $(grep -c '"status": ' "$tmp/out" || true) answers failures" ;;
  *) says=$(tail -1 "$tmp/out") ;;
  esac
  awk -v n="$N" -v s="$start" -v e="$end" -v m="$rss" -v u="$user" -v y="$sys" -v name="$name" -v says="$says" \
    'BEGIN { printf "| %-22s | %6.2f | %6.2f | %7.3f | %6d | %s |\n", name, e - s, u + y, 1000 * (u + y) / n, m / 1024, says }'
}
echo "$(find "$OUT/docs" -type f | wc -l) files, $N documents, $(ls "$OUT/crds" | wc -l) CRD files; $(nproc) CPUs, load $(cut -d' ' -f1 /proc/loadavg), offline: ${offline[*]:-no}"
echo "| tool                   | wall s | CPU s  | CPU s/1000 | RSS MB | its verdict |"
echo "|------------------------|--------|--------|------------|--------|-------------|"
sch="$tmp/schemas/{{ .ResourceKind }}_{{ .Group }}_{{ .ResourceAPIVersion }}.json"
printf 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: one\ndata:\n  a: b\n' > "$tmp/one.yaml"
for round in $(seq "${ROUNDS:-3}"); do
  measure kubeconform "$kc" -strict -summary -schema-location "$sch" "$OUT/docs"
  measure kubedv-validate "$tmp/kubedv-validate" --local-crds "$OUT/crds" "$OUT/docs"
  if [ -n "${BASELINE:-}" ]; then
    measure kubedv-validate@base "$BASELINE" --local-crds "$OUT/crds" "$OUT/docs"
  fi
  if [ -n "$kv" ]; then
    measure kubectl-validate "$kv" -o json --local-schemas "$tmp/openapi" --local-crds "$OUT/crds" "$OUT/docs"
  fi
  measure "kubedv-validate CRDs" "$tmp/kubedv-validate" --local-crds "$OUT/crds" "$tmp/one.yaml"
  if [ -n "${BASELINE:-}" ]; then
    measure "kubedv-validate@base CRDs" "$BASELINE" --local-crds "$OUT/crds" "$tmp/one.yaml"
  fi
done
