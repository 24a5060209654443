#!/usr/bin/env bash
# Assembles a real-world corpus of Kubernetes manifests from public
# repositories at pinned commits, into OUT (default: $TMPDIR/kubedv-realworld):
#   OUT/docs/<owner>_<name>/<path>   every YAML file of the repository (or of
#                                    the paths named below), as it comes;
#   OUT/crds/<owner>_<name>_<file>   the files among them that hold a
#                                    CustomResourceDefinition (for --local-crds);
#   OUT/SOURCES                      repository, commit, paths, license, counts.
# Nothing is picked by hand. Left out, because they are not Kubernetes
# objects: templates (a file with "{{" that is not YAML), kustomize's own
# files (kustomization.yaml, Kustomization/Component kinds), YAML files
# without a top-level apiVersion and kind (CI configuration, compose
# files, values files, ...), and tool configurations that look like
# objects (skaffold/, kpt.dev, kind.x-k8s.io, kustomize.config.k8s.io,
# config.kubernetes.io, cloud build). A kustomize patch that is a partial
# object stays: it is written as one.
# Each repository is read from MIRRORS/<owner>+<name>/repo (a git
# directory) when it exists, else cloned (blobless, bare) from GitHub into
# OUT/.git-cache.
#   OUT=/tmp/rw kubedv-validate/hack/realworld.sh
set -euo pipefail
OUT=${OUT:-${TMPDIR:-/tmp}/kubedv-realworld}
MIRRORS=${MIRRORS:-/work/.mirror}
# owner/name commit license paths...
REPOS=(
  "prometheus-operator/kube-prometheus 4d719f1dea8853540b3823ab1fbe6be74a9953b3 Apache-2.0 manifests"
  "kubernetes/examples 279e8e4fe314f6cb7bc55fa3fbc21bbeaa48c0ea Apache-2.0 ."
  "GoogleCloudPlatform/microservices-demo 34ffea9175946982c3088ed84994fe6019ad6e92 Apache-2.0 ."
  "argoproj/argocd-example-apps 0d521c6e049889134f3122eb32d7ed342f43ca0d none-stated ."
  "GoogleCloudPlatform/kubernetes-engine-samples 2b5036514162a489145c5e5570bc320efbcb37bf Apache-2.0 ."
)
# parses FILE: FILE is YAML (PyYAML, as hack/jsonschemas.py reads it). A
# template's actions ("{{ .Values.x }}") are not; "{{ $labels.pod }}" in a
# PrometheusRule's annotation or a dashboard's JSON is a string of a real
# object.
parses() {
  python3 -c 'import sys, yaml
yaml.SafeLoader.add_constructor("tag:yaml.org,2002:value", lambda l, n: l.construct_scalar(n))
list(yaml.safe_load_all(open(sys.argv[1])))' "$1" 2> /dev/null
}
rm -rf "$OUT/docs" "$OUT/crds"
mkdir -p "$OUT/docs" "$OUT/crds"
: > "$OUT/SOURCES"
for entry in "${REPOS[@]}"; do
  read -r repo commit license paths <<< "$entry"
  gd=$MIRRORS/${repo/\//+}/repo
  if [ ! -d "$gd" ]; then
    gd=$OUT/.git-cache/${repo/\//+}
    [ -d "$gd" ] || git clone -q --bare --filter=blob:none "https://github.com/$repo" "$gd"
  fi
  dest=$OUT/docs/${repo/\//_}
  mkdir -p "$dest"
  missing=0
  # shellcheck disable=SC2086
  while IFS= read -r -d '' path; do
    case $path in *.yaml | *.yml) ;; *) continue ;; esac
    mkdir -p "$dest/$(dirname "$path")"
    if ! git --git-dir="$gd" cat-file blob "$commit:$path" > "$dest/$path" 2>/dev/null; then
      rm -f "$dest/$path" # a blob the mirror does not hold
      missing=$((missing + 1))
    fi
  done < <(git --git-dir="$gd" ls-tree -r -z --name-only "$commit" -- $paths)
  kept=0 dropped=0
  while IFS= read -r -d '' f; do
    base=$(basename "$f")
    if { grep -q '{{' "$f" && ! parses "$f"; } ||
      [[ $base == kustomization.yaml || $base == kustomization.yml || $base == Kustomization ]] ||
      ! grep -q '^apiVersion:' "$f" || ! grep -q '^kind:' "$f" ||
      grep -Eq '^kind: *(Kustomization|Component) *$' "$f" ||
      grep -Eq '^apiVersion: *"?(skaffold/|kpt\.dev|kind\.x-k8s\.io|kustomize\.config\.k8s\.io|config\.kubernetes\.io|cloudbuild)' "$f"; then
      rm -f "$f"
      dropped=$((dropped + 1))
      continue
    fi
    kept=$((kept + 1))
    if grep -Eq '^kind: *CustomResourceDefinition *$' "$f"; then
      cp "$f" "$OUT/crds/${repo/\//_}_$(echo "${f#"$dest"/}" | tr / _)"
    fi
  done < <(find "$dest" -type f -print0)
  find "$dest" -type d -empty -delete
  echo "$repo $commit license=$license paths=$paths files=$kept left-out=$dropped unreadable=$missing" >> "$OUT/SOURCES"
done
cat "$OUT/SOURCES"
echo "$(find "$OUT/docs" -type f | wc -l) files, $(du -sh "$OUT/docs" | cut -f1), $(find "$OUT/docs" -type f -exec cat {} + | grep -c '^kind:') top-level kinds; $(ls "$OUT/crds" | wc -l) CRD files"
