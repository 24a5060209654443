#!/usr/bin/env bash
# Kubernetes' defaulter-gen suite (k8s.io/code-generator v0.37.2,
# cmd/defaulter-gen/output_tests) run against this repository's defaulter-gen:
# every zz_generated.defaults.go is regenerated with upstream's go:generate
# invocation, compared byte for byte with the file Kubernetes ships, and the
# packages are built and tested (marker/marker_test.go).
#
# usage: hack/defaulter-suite.sh        (from the repository root)
#   KEEP=DIR  keep the regenerated tree in DIR (default: a temp dir, removed at exit)
# Last line: "defaulter-suite: generated F/N files identical, tests <ok|FAILED>".
# Exit 0 only when every file is identical and the tests pass.
set -u
proj=$(git rev-parse --show-toplevel) || exit 2
ver=v0.37.2
work=${KEEP:-$(mktemp -d /tmp/defaulter-suite.XXXXXX)}; mkdir -p "$work"
[ -n "${KEEP:-}" ] || trap 'chmod -R u+w "$work" 2>/dev/null; rm -rf "$work"' EXIT
export GOCACHE=${GOCACHE_SUITE:-${GOCACHE:-$work/gocache}} GOFLAGS=-mod=mod
src=$(go env GOMODCACHE)/k8s.io/code-generator@$ver
if [ ! -d "$src" ]; then
  (d=$(mktemp -d) && cd "$d" && go mod init x >/dev/null 2>&1 && go mod download k8s.io/code-generator@$ver) || { echo "cannot download k8s.io/code-generator@$ver"; exit 2; }
fi
rm -rf "$work/cg"; cp -r "$src" "$work/cg"; chmod -R u+w "$work/cg"
(cd "$proj" && go build -o "$work/defaulter-gen" ./cmd/defaulter-gen) || { echo "defaulter-gen does not build"; exit 2; }
cd "$work/cg/cmd/defaulter-gen/output_tests" || exit 2
mkdir -p "$work/shipped"
for f in $(find . -name zz_generated.defaults.go | sort); do
  mkdir -p "$work/shipped/$(dirname "$f")"; mv "$f" "$work/shipped/$f"
done
# Upstream's own invocation (output_tests/generate.go); its header file is not in the
# published module, so it is taken from a shipped file (the license block).
sed -n '/^\/\*/,/^\*\//p' "$work/shipped/empty/zz_generated.defaults.go" > "$work/boilerplate.go.txt"
if ! "$work/defaulter-gen" --output-file zz_generated.defaults.go --go-header-file="$work/boilerplate.go.txt" \
    k8s.io/code-generator/cmd/defaulter-gen/output_tests/... > "$work/gen.log" 2>&1; then
  echo "GENERATION FAILED:"; head -20 "$work/gen.log"; echo "defaulter-suite: generation FAILED"; exit 1
fi
same=0; total=0
for f in $(cd "$work/shipped" && find . -name zz_generated.defaults.go | sort); do
  total=$((total+1))
  if cmp -s "$f" "$work/shipped/$f"; then same=$((same+1)); echo "SAME $f"
  else echo "DIFF $f"; diff -u "$work/shipped/$f" "$f" | head -30 | sed 's/^/    /'; fi
done
extra=$(find . -name zz_generated.defaults.go | sort | while read -r f; do [ -f "$work/shipped/$f" ] || echo "$f"; done)
[ -z "$extra" ] || { echo "EXTRA files written: $extra"; total=$((total+1)); }
t=ok
if go vet ./... > "$work/vet.log" 2>&1 && go test -count=1 ./... > "$work/test.log" 2>&1; then
  grep -E '^(ok|FAIL)' "$work/test.log"
else
  t=FAILED; cat "$work/vet.log"; grep -E -- '^(ok|FAIL|---)|_test.go' "$work/test.log" | head -30
fi
echo "defaulter-suite: generated $same/$total files identical, tests $t"
[ "$same" = "$total" ] && [ "$t" = ok ]
