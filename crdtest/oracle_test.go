package crdtest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	apiextensionsinternal "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

// goldenDir holds the CRDs gen/schema's golden test checks against the
// generator; here they meet the API server.
const goldenDir = "../gen/schema/testdata/golden"

func readCRD(t *testing.T, name string) *CRD {
	t.Helper()
	return readCRDFile(t, filepath.Join(goldenDir, name))
}

func readCRDFile(t testing.TB, path string) *CRD {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	crd, err := DecodeCRD(data)
	if err != nil {
		t.Fatal(err)
	}
	return crd
}

func TestGoldenCRDsPassTheAPIServer(t *testing.T) {
	paths, err := filepath.Glob(filepath.Join(goldenDir, "*.yaml"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no golden CRDs in %s (%v)", goldenDir, err)
	}
	for _, p := range paths {
		crd := readCRD(t, filepath.Base(p))
		if errs := crd.Validate(); len(errs) > 0 {
			t.Errorf("%s: the API server rejects the CRD:\n%v", p, errs.ToAggregate())
		}
		rule, found, err := crd.CostliestRule()
		if err != nil {
			t.Errorf("%s: %v", p, err)
		}
		if found {
			t.Logf("%s: costliest rule %q at %s (%s): estimated cost %d", p, rule.Rule, rule.Path, rule.Version, rule.Cost)
		} else {
			t.Logf("%s: no CEL rules", p)
		}
	}
}

// TestOracleRejects shows the oracle is not a rubber stamp: schemas that
// break the CRD rules the generator enforces are refused.
func TestOracleRejects(t *testing.T) {
	crd := readCRD(t, "shop.example.com_widgets.yaml")
	ports := crd.Internal.Spec.Versions[0].Schema.OpenAPIV3Schema.Properties["spec"].Properties["ports"]
	ports.Items.Schema.Required = nil // map-list keys must be required
	crd.Internal.Spec.Versions[0].Schema.OpenAPIV3Schema.Properties["spec"].Properties["ports"] = ports
	if errs := crd.Validate(); !hasError(errs, "items.properties[name].default", "x-kubernetes-list-map-keys") {
		t.Errorf("a map list with optional keys was accepted: %v", fields(errs))
	}

	crd = readCRD(t, "shop.example.com_widgets.yaml")
	crd.Internal.Spec.Versions[0].Storage = false
	if errs := crd.Validate(); !hasError(errs, "spec.versions", "exactly one version marked as storage") {
		t.Errorf("a CRD without a storage version was accepted: %v", fields(errs))
	}
}

// hasError reports an error whose field ends with fieldSuffix and whose
// detail mentions detailPart.
func hasError(errs field.ErrorList, fieldSuffix, detailPart string) bool {
	for _, e := range errs {
		if strings.HasSuffix(e.Field, fieldSuffix) && strings.Contains(e.Detail, detailPart) {
			return true
		}
	}
	return false
}

func fields(errs field.ErrorList) []string {
	out := make([]string, len(errs))
	for i, e := range errs {
		out[i] = e.Field + ": " + e.Detail
	}
	return out
}

// TestCELRulesAndCost replaces the generated rules by rules written by
// hand, to check the cost estimate and that the custom-resource validation
// runs them.
func TestCELRulesAndCost(t *testing.T) {
	crd := readCRD(t, "shop.example.com_widgets.yaml")
	root := crd.Internal.Spec.Versions[0].Schema.OpenAPIV3Schema
	spec := withoutRules(root.Properties["spec"])
	spec.XValidations = apiextensionsinternal.ValidationRules{{Rule: "self.name != 'forbidden'", Message: "forbidden name"}}
	tags := spec.Properties["tags"]
	tags.XValidations = apiextensionsinternal.ValidationRules{{Rule: "self.all(t, t.startsWith('x'))"}}
	spec.Properties["tags"] = tags
	root.Properties["spec"] = spec
	if errs := crd.Validate(); len(errs) > 0 {
		t.Fatalf("rules refused: %v", fields(errs))
	}
	rule, found, err := crd.CostliestRule()
	if err != nil || !found {
		t.Fatalf("CostliestRule: found=%v err=%v", found, err)
	}
	if rule.Rule != "self.all(t, t.startsWith('x'))" || rule.Cost == 0 {
		t.Errorf("costliest = %+v, want the list rule with a cost", rule)
	}
	t.Logf("costliest rule %q at %s: %d", rule.Rule, rule.Path, rule.Cost)

	r, err := crd.NewResource("v1")
	if err != nil {
		t.Fatal(err)
	}
	for spec, want := range map[string]string{
		`{"name":"forbidden"}`:           "spec Invalid value",
		`{"name":"a","tags":["xa","b"]}`: "spec.tags Invalid value",
		`{"name":"a","tags":["xa"]}`:     "",
	} {
		res, err := r.Create(widget(spec))
		if err != nil {
			t.Fatal(err)
		}
		if got := summary(res); got != want {
			t.Errorf("create %s: got %q, want %q", spec, got, want)
		}
	}
}

// withoutRules returns a copy of s without x-kubernetes-validations.
func withoutRules(s apiextensionsinternal.JSONSchemaProps) apiextensionsinternal.JSONSchemaProps {
	s.XValidations = nil
	if s.Properties != nil {
		props := map[string]apiextensionsinternal.JSONSchemaProps{}
		for k, v := range s.Properties {
			props[k] = withoutRules(v)
		}
		s.Properties = props
	}
	if s.Items != nil && s.Items.Schema != nil {
		item := withoutRules(*s.Items.Schema)
		s.Items = &apiextensionsinternal.JSONSchemaPropsOrArray{Schema: &item}
	}
	if s.AdditionalProperties != nil && s.AdditionalProperties.Schema != nil {
		v := withoutRules(*s.AdditionalProperties.Schema)
		s.AdditionalProperties = &apiextensionsinternal.JSONSchemaPropsOrBool{Allows: true, Schema: &v}
	}
	return s
}
