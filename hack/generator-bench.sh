#!/usr/bin/env bash
# Times this repository's validation-gen against Kubernetes' own (k8s.io/code-generator
# v0.37.2) on the Kubernetes v1.37.2 tree, with the invocation of its hack/update-codegen.sh,
# in three scenarios:
#   warm   the Go build cache holds everything from a previous run
#   cold   an empty GOCACHE (the module cache stays filled)
#   touch  warm, after adding one comment line to k8s.io/api/core/v1/types.go
# and prints wall time, CPU time (user+sys, including the go command it runs) and peak
# memory (max RSS) of both, with ours/upstream ratios. On a shared machine wall times
# swing with the load; CPU time and memory do not.
#
# usage: hack/generator-bench.sh            (from the repository root)
#   WORK=DIR    the Kubernetes tree made by ../shared/compat/kubernetes.sh setup
#               (default /tmp/kubernetes-compat; its kk/ is reset with git after every run)
#   RUNS=N      runs per cell; the table shows the median (default 3)
#   SCENARIOS="warm cold touch"   which rows to measure
#   OURS=BIN UPSTREAM=BIN         use these binaries instead of building them
set -u
proj=$(git rev-parse --show-toplevel) || exit 2
W=${WORK:-/tmp/kubernetes-compat}
RUNS=${RUNS:-3}
SCENARIOS=${SCENARIOS:-warm cold touch}
export GOFLAGS= GOWORK=
kk=$W/kk
bench=$W/bench
mkdir -p "$bench"

if [ ! -f "$kk/.setup-done" ]; then
  setup=${KUBERNETES_SH:-$proj/../shared/compat/kubernetes.sh}
  [ -x "$setup" ] || { echo "no Kubernetes tree in $W; run kubernetes.sh setup first (or set KUBERNETES_SH)"; exit 2; }
  WORK=$W "$setup" setup || exit 2
fi

# The two generators. Upstream's is built in a scratch module of its own.
ours=${OURS:-$bench/validation-gen-ours}
upstream=${UPSTREAM:-$bench/validation-gen-upstream}
if [ -z "${OURS:-}" ]; then
  (cd "$proj" && GOWORK=off go build -o "$ours" ./cmd/validation-gen) || { echo "cmd/validation-gen does not build"; exit 2; }
fi
if [ -z "${UPSTREAM:-}" ]; then
  mkdir -p "$bench/upstream-module"
  (cd "$bench/upstream-module" && { [ -f go.mod ] || go mod init scratch >/dev/null 2>&1; } &&
    GOWORK=off go get k8s.io/code-generator/cmd/validation-gen@v0.37.2 >/dev/null 2>&1 &&
    GOWORK=off go build -o "$upstream" k8s.io/code-generator/cmd/validation-gen) || { echo "cannot build upstream validation-gen"; exit 2; }
fi

# The targets, found as kubernetes.sh finds them.
(cd "$kk" && xargs grep -l "+k8s:validation-gen=" < "$W/tagfiles.txt" | xargs -n1 dirname | sort -u) > "$bench/targets.txt"
[ -s "$bench/targets.txt" ] || { echo "no target packages found in $kk"; exit 2; }
ro=(); for p in k8s.io/apimachinery/pkg/api/resource k8s.io/apimachinery/pkg/runtime k8s.io/apimachinery/pkg/types k8s.io/apimachinery/pkg/util/intstr time; do ro+=(--readonly-pkg "$p"); done
flags=(-v 0 --go-header-file hack/boilerplate/boilerplate.generatego.txt --output-file zz_generated.validations.go
  --test-output-root test/declarative_validation --test-output-file-prefix zz_generated.validations.
  --test-allowlist test/declarative_validation/coverage-allowlist.yaml
  --lint-rules=known-tags-only,require-explicit-disablement "${ro[@]}")
mapfile -t pkgs < <(sed 's#^#./#' "$bench/targets.txt")

# argsFor prints the invocation for a binary, leaving out flags it does not define (say so).
argsFor() {
  local bin=$1 help out=() i=0 name
  help=$("$bin" --help 2>&1)
  while [ $i -lt ${#flags[@]} ]; do
    local f=${flags[$i]} takes=1
    case $f in --lint-rules=*) takes=0 ;; esac
    name=${f%%=*}; name=${name#-}; name=${name#-}
    if grep -qE -- "^ *--?$name( |$)" <<<"$help"; then
      out+=("$f"); [ $takes = 1 ] && out+=("${flags[$((i+1))]}")
    else
      echo "note: $(basename "$bin") has no --$name; left out" >&2
    fi
    i=$((i+1+takes))
  done
  printf '%s\n' "${out[@]}"
}

# reset puts the tree back to Kubernetes' files minus the generated ones, as kubernetes.sh gen does.
reset() {
  (cd "$kk" && git checkout -q -f HEAD -- . && git clean -qfd -- pkg staging test &&
    git ls-files -z ':(glob)**/zz_generated.validations.*' ':!:staging/src/k8s.io/code-generator/**' | xargs -0 rm -f)
}

# run BIN GOCACHE [touch] -> "wall-seconds cpu-seconds kilobytes" (empty on failure)
run() {
  local bin=$1 cache=$2 log="$bench/$(basename "$1").log"
  local -a args; mapfile -t args < <(argsFor "$bin" 2>/dev/null)
  reset
  [ "${3:-}" = touch ] && echo "// generator-bench $(date +%s%N)" >> "$kk/staging/src/k8s.io/api/core/v1/types.go"
  if (cd "$kk" && GOCACHE=$cache /usr/bin/time -f "%e %U %S %M" -o "$bench/time.out" "$bin" "${args[@]}" "${pkgs[@]}" >"$log" 2>&1); then
    awk '{print $1, $2 + $3, $4}' "$bench/time.out"
  else
    echo "$(basename "$bin") failed, see $log" >&2; tail -5 "$log" >&2
  fi
}

median() { sort -n | awk '{a[NR]=$1} END {if (NR) print a[int((NR+1)/2)]}'; }

measure() { # measure SCENARIO BIN -> "wall cpu KB", each the median of RUNS
  local sc=$1 bin=$2 cache=$bench/gocache i ts=() cs=() ms=() r
  for ((i = 0; i < RUNS; i++)); do
    case $sc in
      warm) run "$bin" "$cache" >/dev/null; r=$(run "$bin" "$cache") ;;
      cold) cache=$(mktemp -d "$bench/gocache-empty.XXXX"); r=$(run "$bin" "$cache"); rm -rf "$cache" ;;
      touch) run "$bin" "$cache" >/dev/null; r=$(run "$bin" "$cache" touch) ;; # a line no cache has seen
    esac
    [ -n "$r" ] || { echo "- - -"; return; }
    read -r w c m <<<"$r"; ts+=("$w"); cs+=("$c"); ms+=("$m")
  done
  echo "$(printf '%s\n' "${ts[@]}" | median) $(printf '%s\n' "${cs[@]}" | median) $(printf '%s\n' "${ms[@]}" | median)"
}

argsFor "$ours" >/dev/null
printf '%-8s | %-26s | %-26s | %s\n' scenario "ours: wall, CPU, memory" "upstream: wall, CPU, memory" "ours/upstream: wall, CPU, memory"
for sc in $SCENARIOS; do
  o=$(measure "$sc" "$ours"); u=$(measure "$sc" "$upstream")
  awk -v sc="$sc" -v o="$o" -v u="$u" 'BEGIN {
    split(o, a, " "); split(u, b, " ")
    if (a[1] == "-" || b[1] == "-") { printf "%-8s | %-26s | %-26s | failed\n", sc, o, u; exit }
    printf "%-8s | %6.1f s %6.1f s %6.0f MB | %6.1f s %6.1f s %6.0f MB | %.2fx %.2fx %.2fx\n", sc,
      a[1], a[2], a[3]/1024, b[1], b[2], b[3]/1024, a[1]/b[1], a[2]/b[2], a[3]/b[3]
  }'
done
reset
