package cli

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"testing"

	"github.com/kubedv/kubedv/kubedv-validate/check"
	"github.com/kubedv/kubedv/kubedv-validate/manifest"
	"github.com/kubedv/kubedv/kubedv-validate/native"
)

// gadgets returns n Gadget documents (a third of them invalid), as one
// multi-document stream.
func gadgets(n int) []byte {
	var b bytes.Buffer
	for i := range n {
		size := 1 + i%50
		if i%3 == 0 {
			size = 0
		}
		fmt.Fprintf(&b, "---\napiVersion: example.com/v1\nkind: Gadget\nmetadata:\n  name: g%d\n  labels: {app: bench}\nspec:\n  size: %d\n  storageClass: ssd\n  ports:\n  - {name: http, port: 80}\n  - {name: https, port: 443}\n", i, size)
	}
	return b.Bytes()
}

func loadGadgetCRD(b *testing.B) *check.Validator {
	v := check.New()
	r := &manifest.Reader{}
	res, err := loadCRDs(context.Background(), v, r, []string{td("crds/gadgets.yaml")})
	if err != nil || len(res) > 0 {
		b.Fatalf("%v %+v", err, res)
	}
	return v
}

// BenchmarkValidateStream measures documents per second through the whole
// pipeline (read, position index, prune, default, OpenAPI, CEL) on a
// CRD with CEL rules; schemas and CEL programs are built once, before.
func BenchmarkValidateStream(b *testing.B) {
	const docs = 1000
	data := gadgets(docs)
	v := loadGadgetCRD(b)
	b.SetBytes(int64(len(data)))
	b.ResetTimer()
	for range b.N {
		r := &manifest.Reader{Stdin: bytes.NewReader(data)}
		res, err := runAll(context.Background(), v, r, []string{"-"}, nil, clientSide, 0)
		if err != nil || len(res) != docs {
			b.Fatalf("%v, %d results", err, len(res))
		}
	}
	b.ReportMetric(float64(docs*b.N)/b.Elapsed().Seconds(), "docs/s")
}

// TestRunEmitsInOrder: results are emitted as they are ready, in reading
// order, whatever order the workers finish in.
func TestRunEmitsInOrder(t *testing.T) {
	data := gadgets(600)
	v := check.New()
	r := &manifest.Reader{}
	if res, err := loadCRDs(context.Background(), v, r, []string{td("crds/gadgets.yaml")}); err != nil || len(res) > 0 {
		t.Fatalf("%v %+v", err, res)
	}
	r.Stdin = bytes.NewReader(data)
	next, invalid := 0, 0
	n, err := run(context.Background(), v, r, []string{"-"}, nil, clientSide, 4, func(res Result) {
		if res.Index != next {
			t.Fatalf("document %d emitted when %d was next", res.Index, next)
		}
		next++
		if !res.OK() {
			invalid++
		}
	})
	if err != nil || n != 600 || next != 600 || invalid != 200 {
		t.Errorf("%d documents read, %d emitted, %d invalid, err %v; want 600, 600, 200", n, next, invalid, err)
	}
}

// TestLargeInputMemory streams many documents through the command: the
// reader holds one document at a time and the human output is written as
// results come (hack/bench.sh MB=100 measures the peak memory); -o json
// holds the answers until the end.
func TestLargeInputMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("reads 10,000 documents")
	}
	data := gadgets(10000)
	var out bytes.Buffer
	c := Command{Stdin: bytes.NewReader(data), Out: &out, Err: io.Discard, Setup: native.Add}
	if code := c.Main([]string{"--local-crds", td("crds/gadgets.yaml"), "-o", "json", "-"}); code != ExitInvalid {
		t.Fatalf("exit %d", code)
	}
	if n := bytes.Count(out.Bytes(), []byte(`"status": "Failure"`)); n != 3334 {
		t.Errorf("%d failures, want 3334", n)
	}
}

// natives returns n documents of native kinds (Deployments, Services and
// ConfigMaps in turn, every fourth Deployment invalid), as one stream.
func natives(n int) []byte {
	var b bytes.Buffer
	for i := range n {
		switch i % 3 {
		case 0:
			replicas := 1 + i%5
			if i%4 == 0 {
				replicas = -1
			}
			fmt.Fprintf(&b, "---\napiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: d%d\n  labels: {app: bench}\nspec:\n  replicas: %d\n  selector:\n    matchLabels: {app: d%d}\n  template:\n    metadata:\n      labels: {app: d%d}\n    spec:\n      containers:\n      - name: web\n        image: nginx:1.27\n        ports: [{containerPort: 80}]\n        resources: {requests: {cpu: 100m, memory: 64Mi}}\n", i, replicas, i, i)
		case 1:
			fmt.Fprintf(&b, "---\napiVersion: v1\nkind: Service\nmetadata:\n  name: s%d\nspec:\n  selector: {app: d%d}\n  ports:\n  - {name: http, port: 80, targetPort: 8080}\n", i, i-1)
		default:
			fmt.Fprintf(&b, "---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c%d\ndata:\n  app.properties: |\n    key=value\n  mode: fast\n", i)
		}
	}
	return b.Bytes()
}

// BenchmarkValidateNative measures documents per second through the whole
// pipeline on native kinds (decode, defaults, conversion, the registry
// strategies of kube-apiserver v1.37.2), as plain kubectl apply sends them
// (the default: the last-applied annotation written) and as kubectl apply
// --server-side does.
func BenchmarkValidateNative(b *testing.B) {
	const docs = 999
	data := natives(docs)
	v := check.New()
	if err := native.Add(v); err != nil {
		b.Fatal(err)
	}
	for _, m := range []struct {
		name string
		mode applyMode
	}{{"client-side", clientSide}, {"server-side", serverSide}} {
		b.Run(m.name, func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			for range b.N {
				r := &manifest.Reader{Stdin: bytes.NewReader(data)}
				res, err := runAll(context.Background(), v, r, []string{"-"}, nil, m.mode, 0)
				if err != nil || len(res) != docs {
					b.Fatalf("%v, %d results", err, len(res))
				}
				if invalid := countInvalid(res); invalid != 84 {
					b.Fatalf("%d invalid documents, want 84", invalid)
				}
			}
			b.ReportMetric(float64(docs*b.N)/b.Elapsed().Seconds(), "docs/s")
		})
	}
}

func countInvalid(res []Result) int {
	n := 0
	for _, r := range res {
		if r.Status.Status != "Success" {
			n++
		}
	}
	return n
}

// BenchmarkLoadCRDs measures --local-crds alone: reading the CRDs of
// KUBEDV_CRDS (a directory; default: testdata/crds' valid ones), their
// validation and registration, before any document.
func BenchmarkLoadCRDs(b *testing.B) {
	files := []string{td("crds/gadgets.yaml"), td("crds/sprockets.yaml")}
	if dir := os.Getenv("KUBEDV_CRDS"); dir != "" {
		var err error
		if files, err = manifest.Files([]string{dir}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		v := check.New()
		res, err := loadCRDs(context.Background(), v, &manifest.Reader{}, files)
		if err != nil || len(res) > 0 {
			b.Fatalf("%v %+v", err, res)
		}
	}
}
