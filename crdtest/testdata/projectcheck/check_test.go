// Package projectcheck runs inside the scratch module of crdtest's
// TestControllerGenProjects, which requires a real controller-gen project
// and holds the Go validation validation-gen generated for it. The test
// writes kinds_test.go next to this file (each root kind with its
// generated Validate_<Kind>) and runs TestDifferential; it is not built as
// part of crdtest (a testdata directory).
package projectcheck

import (
	"context"
	"encoding/json"
	"os"
	"testing"

	"k8s.io/apimachinery/pkg/api/operation"
	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/crdtest"
)

// runner runs the differential kit on one root kind, and validates the
// project's own samples of it.
type runner struct {
	kit     func(res *crdtest.Resource, crd *crdtest.CRD, in Input) (create, update crdtest.Outcome, err error)
	samples func(res *crdtest.Resource, in Input) ([]Sample, error)
}

func kind[T any](validate func(context.Context, operation.Operation, *field.Path, *T, *T) field.ErrorList) runner {
	return runner{
		kit: func(res *crdtest.Resource, crd *crdtest.CRD, in Input) (crdtest.Outcome, crdtest.Outcome, error) {
			k := &crdtest.Kit[T]{Resource: res, CRD: crd, Version: in.Version, Validate: validate, Namespaced: in.Namespaced, ValidOld: true}
			return k.Run(in.Seed, in.Cases)
		},
		samples: func(res *crdtest.Resource, in Input) ([]Sample, error) {
			var out []Sample
			for _, s := range in.Samples {
				r, err := res.Create(s.JSON)
				if err != nil {
					return nil, err
				}
				served, err := res.Served(s.JSON)
				if err != nil {
					return nil, err
				}
				obj := new(T)
				sample := Sample{Name: s.Name, CRD: r.Problems}
				if err := json.Unmarshal(served, obj); err != nil {
					sample.Failure = "decoding: " + err.Error()
				} else {
					for _, e := range validate(context.Background(), operation.Operation{Type: operation.Create}, nil, obj, nil) {
						if e.IsAlpha() {
							continue
						}
						sample.Go = append(sample.Go, crdtest.Problem{Field: e.Field, Type: e.Type, Detail: e.Detail})
					}
				}
				out = append(out, sample)
			}
			return out, nil
		},
	}
}

// Input is one root kind to compare: its CRD (the project's own, shipped
// or built by controller-gen), the version, the seed and number of random
// creates and updates, and the project's samples of the kind.
type Input struct {
	Name       string `json:"name"` // group/version/Kind
	CRD        string `json:"crd"`  // file
	Version    string `json:"version"`
	Namespaced bool   `json:"namespaced"`
	Seed       uint64 `json:"seed"`
	Cases      int    `json:"cases"`
	Samples    []struct {
		Name string          `json:"name"`
		JSON json.RawMessage `json:"json"`
	} `json:"samples"`
}

// Sample is what both sides report on one sample, as a create.
type Sample struct {
	Name    string            `json:"name"`
	Go      []crdtest.Problem `json:"go"`
	CRD     []crdtest.Problem `json:"crd"`
	Failure string            `json:"failure,omitempty"`
}

// Output is the differential's result for one Input.
type Output struct {
	Name    string          `json:"name"`
	Create  crdtest.Outcome `json:"create"`
	Update  crdtest.Outcome `json:"update"`
	Samples []Sample        `json:"samples"`
	Failure string          `json:"failure,omitempty"`
}

// TestDifferential runs the kit on every kind of $KUBEDV_PROJECT_INPUT and
// writes the outcomes as JSON to $KUBEDV_PROJECT_OUTPUT.
func TestDifferential(t *testing.T) {
	inFile, outFile := os.Getenv("KUBEDV_PROJECT_INPUT"), os.Getenv("KUBEDV_PROJECT_OUTPUT")
	if inFile == "" || outFile == "" {
		t.Skip("KUBEDV_PROJECT_INPUT and KUBEDV_PROJECT_OUTPUT are not set")
	}
	data, err := os.ReadFile(inFile)
	if err != nil {
		t.Fatal(err)
	}
	var inputs []Input
	if err := json.Unmarshal(data, &inputs); err != nil {
		t.Fatal(err)
	}
	var outputs []Output
	for _, in := range inputs {
		o := Output{Name: in.Name}
		outputs = append(outputs, o)
		out := &outputs[len(outputs)-1]
		r, ok := kinds[in.Name]
		if !ok {
			out.Failure = "no generated Validate_ function for " + in.Name
			continue
		}
		crdData, err := os.ReadFile(in.CRD)
		if err != nil {
			t.Fatal(err)
		}
		crd, err := crdtest.DecodeCRD(crdData)
		if err != nil {
			out.Failure = err.Error()
			continue
		}
		res, err := crd.NewResource(in.Version)
		if err != nil {
			out.Failure = err.Error()
			continue
		}
		// Validate_<Kind> leaves status to the status subresource, as the
		// API server drops it on the main resource.
		res.PrepareRequests()
		if out.Samples, err = r.samples(res, in); err != nil {
			out.Failure = "samples: " + err.Error()
			continue
		}
		if out.Create, out.Update, err = r.kit(res, crd, in); err != nil {
			out.Failure = err.Error()
		}
	}
	data, err = json.MarshalIndent(outputs, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(outFile, data, 0o644); err != nil {
		t.Fatal(err)
	}
}
