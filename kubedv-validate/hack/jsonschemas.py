#!/usr/bin/env python3
"""Standalone strict JSON schemas for kubeconform, made offline.

usage: jsonschemas.py OUTDIR SPEC_V3_DIR [CRD.yaml ...]

From Kubernetes' published OpenAPI v3 (api/openapi-spec/v3 of a Kubernetes
tree or of the k8s.io/kubernetes module) every kind
(x-kubernetes-group-version-kind) gets OUTDIR/<kind>_<group>_<version>.json,
as kubeconform's -schema-location template
"OUTDIR/{{ .ResourceKind }}_{{ .Group }}_{{ .ResourceAPIVersion }}.json"
names it (kind lower-cased; the core group is named by its version): $refs
inlined, objects closed (additionalProperties: false) as in kubeconform's
"-strict" schemas. A CRD's served versions get their openAPIV3Schema.
"""
import json, os, sys

import yaml

# PyYAML resolves a plain "=" to its YAML 1.1 "value" tag, which it then
# cannot construct (prometheus-operator's CRDs list "=" in enums): it is
# the string "=", as YAML 1.2 and Kubernetes read it.
yaml.SafeLoader.add_constructor("tag:yaml.org,2002:value", lambda loader, node: loader.construct_scalar(node))

# Keywords whose value maps names to schemas: their keys are field names,
# so a field called "description" is kept there (PriorityClass has one).
SCHEMA_MAPS = ("properties", "patternProperties", "definitions")


def inline(node, schemas, chain=()):
    if isinstance(node, list):
        return [inline(n, schemas, chain) for n in node]
    if not isinstance(node, dict):
        return node
    ref = node.get("$ref")
    if isinstance(ref, str):
        name = ref.rsplit("/", 1)[1]
        if name in chain:  # a recursive type (JSONSchemaProps): anything below
            return {}
        return inline(schemas[name], schemas, chain + (name,))
    if "allOf" in node and len(node["allOf"]) == 1 and set(node) <= {"allOf", "description", "default"}:
        return inline(node["allOf"][0], schemas, chain)
    out = {}
    for k, v in node.items():
        if k == "description":  # the keyword: documentation only
            continue
        if k in SCHEMA_MAPS and isinstance(v, dict):
            out[k] = {name: inline(s, schemas, chain) for name, s in v.items()}
        else:
            out[k] = inline(v, schemas, chain)
    if "properties" in out and "additionalProperties" not in out:
        out["additionalProperties"] = False
    return out


def file_name(group, version, kind):
    return "%s_%s_%s.json" % (kind.lower(), group.split("/")[0] if group else version, version)


def main():
    out, spec_dir, crds = sys.argv[1], sys.argv[2], sys.argv[3:]
    os.makedirs(out, exist_ok=True)
    n = 0
    for name in sorted(os.listdir(spec_dir)):
        if not name.endswith(".json"):
            continue
        schemas = json.load(open(os.path.join(spec_dir, name))).get("components", {}).get("schemas", {})
        for s in schemas.values():
            for gvk in s.get("x-kubernetes-group-version-kind", []):
                path = os.path.join(out, file_name(gvk["group"], gvk["version"], gvk["kind"]))
                with open(path, "w") as f:
                    json.dump(inline(s, schemas), f)
                n += 1
    for c in crds:
        for d in yaml.safe_load_all(open(c)):
            if not d or d.get("kind") != "CustomResourceDefinition":
                continue
            for v in d["spec"]["versions"]:
                schema = v.get("schema", {}).get("openAPIV3Schema", {})
                with open(os.path.join(out, file_name(d["spec"]["group"], v["name"], d["spec"]["names"]["kind"])), "w") as f:
                    json.dump(schema, f)
                n += 1
    print("%d JSON schemas in %s" % (n, out), file=sys.stderr)


main()
