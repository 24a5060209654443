package check

import (
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"sync"
	"testing"

	apiservervalidation "k8s.io/apiextensions-apiserver/pkg/apiserver/validation"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/kube-openapi/pkg/validation/validate"

	"github.com/kubedv/kubedv/kubedv-validate/manifest"
)

// TestCreateValidatorIsApiextensions: the create validator with its
// shared field validators finds, for every object, the errors
// apiextensions-apiserver's own validator finds building everything
// afresh: the objects of the corpus and thousands of mutations of them
// (wrong types, values out of range, unknown and missing fields, maps
// with keys of their own), from goroutines at once, with the cache
// large and tiny.
func TestCreateValidatorIsApiextensions(t *testing.T) {
	var objects []map[string]any
	for _, f := range []string{"../testdata/new/gadgets.yaml", "../testdata/new/widgets.yaml"} {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range manifest.Parse(f, data, manifest.Limits{}) {
			if d.Object != nil {
				objects = append(objects, d.Object)
			}
		}
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for i, n := 0, len(objects); i < 3000; i++ {
		o := runtime.DeepCopyJSON(objects[rng.IntN(n)])
		for range 1 + rng.IntN(3) {
			mutateJSON(rng, o)
		}
		objects = append(objects, o)
	}
	for _, f := range []string{"../testdata/crds/gadgets.yaml", "../testdata/crds/sprockets.yaml"} {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range manifest.Parse(f, data, manifest.Limits{}) {
			crd, status, ok := decodeCRD(d.Object, true)
			if !ok {
				t.Fatalf("%s: %v", f, status.Message)
			}
			for _, ver := range crd.internal.Spec.Versions {
				root := ver.Schema
				if root == nil {
					root = crd.internal.Spec.Validation // one schema for every version
				}
				if root == nil || root.OpenAPIV3Schema == nil {
					t.Fatalf("%s %s has no schema", crd.internal.Name, ver.Name)
				}
				own, schema, err := apiservervalidation.NewSchemaValidator(root.OpenAPIV3Schema)
				if err != nil {
					t.Fatal(err)
				}
				for _, max := range []int{fieldValidatorsMax, 3} { // 3: most fields built afresh
					v := newCreateValidatorKeeping(own, schema, max)
					compareValidators(t, fmt.Sprintf("%s %s max %d", crd.internal.Name, ver.Name, max), own, v, objects)
				}
			}
		}
	}
}

func compareValidators(t *testing.T, name string, own apiservervalidation.SchemaValidator, v createValidator, objects []map[string]any) {
	t.Helper()
	var wg sync.WaitGroup
	errs := make([]string, len(objects))
	for w := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := w; i < len(objects); i += 4 {
				want, got := resultErrors(own.Validate(objects[i])), resultErrors(v.Validate(objects[i]))
				if !slices.Equal(got, want) {
					errs[i] = fmt.Sprintf("object %d %v:\n got %q\nwant %q", i, objects[i], got, want)
				}
			}
		}()
	}
	wg.Wait()
	invalid := 0
	for i, e := range errs {
		if e != "" {
			t.Fatalf("%s: %s", name, e)
		}
		if len(resultErrors(own.Validate(objects[i]))) > 0 {
			invalid++
		}
	}
	if invalid == 0 || invalid == len(objects) {
		t.Errorf("%s: %d of %d objects invalid: the mutations do not test much", name, invalid, len(objects))
	}
	t.Logf("%s: %d objects, %d invalid, %d field validators kept", name, len(objects), invalid, v.kept())
}

// resultErrors lists a result's errors, sorted (kube-openapi walks
// properties in map order).
func resultErrors(r *validate.Result) []string {
	var out []string
	for _, e := range r.Errors {
		out = append(out, e.Error())
	}
	slices.Sort(out)
	return out
}

// mutateJSON changes one value somewhere in o: a wrong or odd value, an
// unknown field, a deleted one, a map key of its own.
func mutateJSON(rng *rand.Rand, o map[string]any) {
	var cur any = o
	for {
		switch c := cur.(type) {
		case map[string]any:
			keys := make([]string, 0, len(c))
			for k := range c {
				keys = append(keys, k)
			}
			slices.Sort(keys)
			if len(keys) == 0 || rng.IntN(4) == 0 {
				c[fmt.Sprintf("k%d", rng.IntN(40))] = oddValue(rng)
				return
			}
			k := keys[rng.IntN(len(keys))]
			switch rng.IntN(5) {
			case 0:
				delete(c, k)
				return
			case 1:
				c[k] = oddValue(rng)
				return
			}
			cur = c[k]
		case []any:
			if len(c) == 0 {
				return
			}
			i := rng.IntN(len(c))
			if rng.IntN(3) == 0 {
				c[i] = oddValue(rng)
				return
			}
			cur = c[i]
		default:
			return
		}
	}
}

func oddValue(rng *rand.Rand) any {
	return []any{nil, "x", "", int64(-5), int64(0), int64(1 << 40), 3.5, true, []any{}, []any{"a", int64(1)}, map[string]any{}, map[string]any{"name": "n", "port": int64(70000)}}[rng.IntN(12)]
}
