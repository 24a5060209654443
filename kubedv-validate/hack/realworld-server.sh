#!/usr/bin/env bash
# Compares kubedv-validate's verdicts on the real-world corpus
# (hack/realworld.sh) with a real kube-apiserver v1.37.2's, as users run
# it: the corpus' CRDs installed, its namespaces created, then
# `kubectl apply --dry-run=server -f FILE` for every file. Prints the files
# whose verdicts differ and, last, the counts. The server is the shared
# compat kit's (kube-apiserver.sh; WORK and PORT as there), started with
# --service-cluster-ip-range 10.96.0.0/24, which kubedv-validate is told.
#   CORPUS=/tmp/rw kubedv-validate/hack/realworld-server.sh
set -euo pipefail
cd "$(dirname "$0")/.."
CORPUS=${CORPUS:-${TMPDIR:-/tmp}/kubedv-realworld}
W=${WORK:-/tmp/kubernetes-compat}
PORT=${PORT:-16443}
COMPAT=${COMPAT:-$(cd .. && pwd)/../shared/compat}
[ -d "$CORPUS/docs" ] || { echo "no corpus in $CORPUS: run hack/realworld.sh first" >&2; exit 2; }
(cd .. && WORK=$W PORT=$PORT nice bash "$COMPAT/kube-apiserver.sh" start >&2)
export KUBECONFIG=$W/run/kubeconfig
K=$W/bin/kubectl
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
# The CRDs (only the CustomResourceDefinition documents of their files)
# and every namespace the documents name, created for real.
python3 - "$CORPUS" "$OUT" <<'PY'
import glob, os, sys, yaml
yaml.SafeLoader.add_constructor("tag:yaml.org,2002:value", lambda l, n: l.construct_scalar(n))
corpus, out = sys.argv[1], sys.argv[2]
crds, ns = [], set()
for f in sorted(glob.glob(corpus + "/crds/*")):
    crds += [d for d in yaml.safe_load_all(open(f)) if isinstance(d, dict) and d.get("kind") == "CustomResourceDefinition"]
for f in glob.glob(corpus + "/docs/**/*", recursive=True):
    if not os.path.isfile(f):
        continue
    try:
        for d in yaml.safe_load_all(open(f)):
            m = d.get("metadata") if isinstance(d, dict) else None
            if isinstance(m, dict) and isinstance(m.get("namespace"), str):
                ns.add(m["namespace"])
    except Exception:
        pass
yaml.safe_dump_all(crds, open(out + "/crds.yaml", "w"))
open(out + "/namespaces", "w").write("\n".join(sorted(ns)) + "\n")
PY
"$K" apply --server-side -f "$OUT/crds.yaml" > /dev/null
while IFS= read -r n; do "$K" get namespace "$n" > /dev/null 2>&1 || "$K" create namespace "$n" > /dev/null 2>&1 || true; done < "$OUT/namespaces"
# The server's verdict of every file: kubectl's exit code.
find "$CORPUS/docs" -type f | sort > "$OUT/files"
i=0
while IFS= read -r f; do
  i=$((i + 1))
  rc=0
  "$K" apply --dry-run=server -f "$f" > /dev/null 2> "$OUT/$i.err" || rc=$?
  echo "$rc" > "$OUT/$i.rc"
done < "$OUT/files"
go build -o "$OUT/kubedv-validate" ./cmd/kubedv-validate
"$OUT/kubedv-validate" --service-cluster-ip-range 10.96.0.0/24 --local-crds "$CORPUS/crds" -o json "$CORPUS/docs" > "$OUT/ours.json" || [ $? -eq 1 ] # 1: invalid documents
python3 - "$OUT" <<'PY'
import json, sys
out = sys.argv[1]
ours = json.load(open(out + "/ours.json"))
files = [l.rstrip("\n") for l in open(out + "/files")]
same = 0
for i, f in enumerate(files, 1):
    server_ok = open(f"{out}/{i}.rc").read().strip() == "0"
    ours_ok = all(s.get("status") == "Success" for s in ours.get(f, []))
    if server_ok == ours_ok:
        same += 1
    else:
        print(f"differs: {f}\n  server: {open(f'{out}/{i}.err').read().strip()[:300]}\n  ours: {[s.get('message', '')[:200] for s in ours.get(f, []) if s.get('status') != 'Success']}")
print(f"realworld-server: {same}/{len(files)} files get the server's verdict")
PY
