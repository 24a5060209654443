package crdtest

import (
	"context"
	"reflect"
	"slices"
	"strings"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/gen/load"
	"github.com/kubedv/kubedv/gen/schema"
	ot_kubebuilder "github.com/kubedv/kubedv/gen/validationgen/output_tests/kubebuilder"
	"github.com/kubedv/kubedv/validate"
	"github.com/kubedv/kubedv/validatetest"
)

// openAPIFormatValues are valid and invalid values of every format the API
// server checks on strings (each is tried in every format's field).
var openAPIFormatValues = []string{
	"x", " ", "-", "*", "\ufffd", "é", "☃",
	"https://example.com/a?b#c", "/abs/path", "example.com", "http://[::1", "mailto:a@b", "/a%zz",
	"user@example.com", "Jane <jane@example.com>", "user@", "a@b@c", "user@[127.0.0.1]",
	"www.example.com", "a-", "a..com", "bücher.example", "a.c0m", "localhost",
	"10.0.0.1", "010.0.0.1", "1.2.3.256", "::ffff:1.2.3.4", "::1", "2001:db8::1", "fe80::1%eth0",
	"10.0.0.0/8", "10.0.0.0/33", "2001:db8::/32", "00:00:5e:00:53:01", "0000.5e00.5301", "00:00:5e:00:53",
	"123e4567-e89b-12d3-a456-426614174000", "123E4567E89B32D3A456426614174000", "123e4567-e89b-42d3-8456-426614174000",
	"123e4567-e89b-52d3-b456-426614174000", "123e4567-e89b-52d3-c456-426614174000",
	"0321751043", "0-321-75104-3", "032175104X", "0321751044", "978-0321751041", "9780321751042",
	"4111 1111 1111 1111", "4111-1111-1111-1112", "374953669708156",
	"123-45-6789", "123 45-6789", "123456789", "#fff", "FFAA00", "#ffff", "rgb(0, 31, 255)", "rgb(01,31,255)",
	"aGVsbG8=", "aGVsbG8", "====", "507f1f77bcf86cd799439011", "507F1F77BCF86CD79943901",
	"2006-01-02", "2004-02-29", "2006-02-29", "2006-01-02T15:04:05Z", "2006-01-02t15:04:05.5+01:00", "2006-01-02T24:00:00Z",
	"2006-01-02T15:04:05x9z", "2006-01-02T15:04:05ZtAnything", "2006-01-02 15:04:05Z",
	"1h30m", "-1.5s", "0", "3 days", "5 Minutes", "1 fortnight", "99999999999999999999s 1h", "soon",
}

// TestOpenAPIFormatsOfKubebuilderAgainstTheAPIServer: every value above in
// every format field of the kubebuilder output test's Formats (fields,
// pointers, typedefs, a chain, list items, map values), validated by the
// API server against the CRD --crd-dir builds and by the generated Go: the
// same verdict and the same errors (path and type). An unchanged invalid
// value ratchets on both sides; a value changed to it does not.
func TestOpenAPIFormatsOfKubebuilderAgainstTheAPIServer(t *testing.T) {
	res, err := load.Load(load.Config{Dir: outputTestsDir, Targets: []string{"./kubebuilder"}, OutputFile: generatedGoFile,
		Readonly: []string{"k8s.io/apimachinery/pkg/apis/meta/v1", "k8s.io/apimachinery/pkg/types"}})
	if err != nil {
		t.Fatal(err)
	}
	kinds, err := schema.NewKinds(res, schema.Options{Strict: true})
	if err != nil {
		t.Fatal(err)
	}
	rootType := reflect.TypeFor[ot_kubebuilder.Root]()
	built, err := kinds.CRD("outputtests.kubedv.io", rootType.PkgPath(), rootType.Name())
	if err != nil {
		t.Fatal(err)
	}
	crd, _ := decodeBuilt(t, built)
	r, err := crd.NewResource("v1")
	if err != nil {
		t.Fatal(err)
	}
	r.PrepareRequests()
	scheme := validatetest.New()
	scheme.Register(ot_kubebuilder.RegisterValidations)
	kit := &typeKit{Resource: r, CRD: crd, Version: "v1", Namespaced: true, Type: rootType}
	formats := formatsByField(t, crd)

	base := func() *ot_kubebuilder.Root {
		o := &ot_kubebuilder.Root{Spec: ot_kubebuilder.Spec{Replicas: 3, Name: "web", Hosts: []string{"a", "b"}, Step: 10,
			Ref: &ot_kubebuilder.Ref{Min: 1, Max: 2}, Formats: &ot_kubebuilder.Formats{},
			// Set: a zero Limits is absent for the Go code, but its JSON {"cpu": 0}
			// is checked by the API server (a known difference).
			Limits: ot_kubebuilder.Limits{CPU: 1, Unit: new("m")}}}
		ot_kubebuilder.SetObjectDefaults_Root(o)
		return o
	}
	ctx := context.Background()
	// request validates obj (on update, against old) on both sides.
	request := func(obj, old *ot_kubebuilder.Root) (goErrs field.ErrorList, crdProblems []Problem, served []byte) {
		data, err := kit.encode(obj)
		if err != nil {
			t.Fatal(err)
		}
		var result Result
		if old == nil {
			result, err = r.Create(data)
		} else {
			oldData, encErr := kit.encode(old)
			if encErr != nil {
				t.Fatal(encErr)
			}
			result, err = r.Update(data, oldData)
		}
		if err != nil {
			t.Fatal(err)
		}
		served, goObj, err := kit.served(data)
		if err != nil {
			t.Fatal(err)
		}
		if old == nil {
			goErrs = scheme.Validate(ctx, nil, goObj.Interface())
		} else {
			_, goOld, err := kit.served(mustEncode(t, kit, old))
			if err != nil {
				t.Fatal(err)
			}
			goErrs = scheme.ValidateUpdate(ctx, nil, goObj.Interface(), goOld.Interface())
		}
		return goErrs, result.Problems, served
	}
	if goErrs, problems, _ := request(base(), nil); len(goErrs) != 0 || len(problems) != 0 {
		t.Fatalf("the base object is invalid: go %v, crd %v", goErrs, problems)
	}
	schemaOf, _, err := crd.structural("v1")
	if err != nil {
		t.Fatal(err)
	}
	for name, format := range formats {
		accepted, rejected := 0, 0
		for _, v := range openAPIFormatValues {
			obj := base()
			setFormatField(t, obj.Spec.Formats, name, v)
			goErrs, problems, served := request(obj, nil)
			c := newCase(nil, served, goErrs, problems, schemaOf)
			if got, want := problemKeys(c.Go), problemKeys(c.CRD); !slices.Equal(got, want) {
				t.Errorf("%s (format %s) = %q: go %v, API server %v", name, format, v, got, want)
				continue
			}
			if len(c.Go) == 0 {
				accepted++
				continue
			}
			// The error is the format's: one TypeInvalid at the field (or
			// its item or value), with origin format=<name>.
			for _, e := range goErrs {
				if e.Type == field.ErrorTypeTypeInvalid && !strings.HasPrefix(e.Origin, "format=") {
					t.Errorf("%s = %q: origin %q", name, v, e.Origin)
				}
			}
			// Unchanged, an invalid value ratchets; changed from a valid
			// object, it is reported again (tried on a few values: the
			// path is the same for all).
			if rejected++; rejected > 3 {
				continue
			}
			if goErrs, problems, _ := request(obj, obj); len(goErrs) != 0 || len(problems) != 0 {
				t.Errorf("%s = %q unchanged: go %v, API server %v", name, v, goErrs, problems)
			}
			goErrs, problems, served = request(obj, base())
			u := newCase(nil, served, goErrs, problems, schemaOf)
			if got, want := problemKeys(u.Go), problemKeys(u.CRD); !slices.Equal(got, want) || len(got) == 0 {
				t.Errorf("%s = %q on update: go %v, API server %v", name, v, got, want)
			}
		}
		if accepted == 0 || accepted == len(openAPIFormatValues) {
			t.Errorf("%s (format %s) accepts %d of %d values; the values must have valid and invalid ones", name, format, accepted, len(openAPIFormatValues))
		}
	}
}

// formatsByField reads, from the CRD, the format of each field of
// spec.formats (of its items or values for lists and maps), and checks that
// every format the Go code checks is in it.
func formatsByField(t *testing.T, crd *CRD) map[string]string {
	s, _, err := crd.structural("v1")
	if err != nil {
		t.Fatal(err)
	}
	props := s.Properties["spec"].Properties["formats"].Properties
	out := map[string]string{}
	for name, p := range props {
		switch {
		case p.Items != nil:
			p = *p.Items
		case p.AdditionalProperties != nil && p.AdditionalProperties.Structural != nil:
			p = *p.AdditionalProperties.Structural
		}
		if p.Type == "string" && p.ValueValidation != nil && p.ValueValidation.Format != "" {
			out[name] = p.ValueValidation.Format
		}
	}
	seen := map[string]bool{}
	for _, f := range out {
		seen[strings.ReplaceAll(f, "-", "")] = true
	}
	for norm := range validate.OpenAPIFormats {
		if !seen[norm] {
			t.Errorf("no field of the CRD's spec.formats has format %s", norm)
		}
	}
	if _, ok := out["count"]; ok {
		t.Errorf("the CRD has a format on an integer")
	}
	return out
}

// setFormatField sets the field of f called name in JSON to v: the string,
// its pointer, a one-item list or a one-entry map.
func setFormatField(t *testing.T, f *ot_kubebuilder.Formats, name, v string) {
	rv := reflect.ValueOf(f).Elem()
	for i := range rv.NumField() {
		tag, _, _ := strings.Cut(rv.Type().Field(i).Tag.Get("json"), ",")
		if tag != name {
			continue
		}
		fv := rv.Field(i)
		switch fv.Kind() {
		case reflect.String:
			fv.SetString(v)
		case reflect.Pointer:
			p := reflect.New(fv.Type().Elem())
			p.Elem().SetString(v)
			fv.Set(p)
		case reflect.Slice:
			s := reflect.MakeSlice(fv.Type(), 1, 1)
			s.Index(0).SetString(v)
			fv.Set(s)
		case reflect.Map:
			m := reflect.MakeMap(fv.Type())
			m.SetMapIndex(reflect.ValueOf("k"), reflect.ValueOf(v).Convert(fv.Type().Elem()))
			fv.Set(m)
		default:
			t.Fatalf("field %s has kind %s", name, fv.Kind())
		}
		return
	}
	t.Fatalf("Formats has no field %q", name)
}

func mustEncode(t *testing.T, kit *typeKit, obj any) []byte {
	data, err := kit.encode(obj)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// problemKeys lists "path type" of each problem, sorted, without the API
// server's note that it ran no CEL rule (the base object's rules pass).
func problemKeys(ps []Problem) []string {
	var out []string
	for _, p := range ps {
		if p.Field == "<nil>" && strings.Contains(p.Detail, celSkippedDetail) {
			continue
		}
		out = append(out, p.Field+" "+string(p.Type))
	}
	slices.Sort(out)
	return out
}
