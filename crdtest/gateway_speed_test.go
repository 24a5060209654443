package crdtest

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"

	"sigs.k8s.io/yaml"
)

// TestGatewayHTTPRouteSpeed runs, in one benchmark run (-benchmem), the
// validation of one realistic, valid HTTPRoute (testdata/gatewaybench) by
// the Go code validation-gen generates for Gateway API's apis/v1 and by the
// API server's validation of Gateway API's own standard CRD (OpenAPI
// schema, object metadata, list types, CEL rules; crdtest's Resource), and
// reports the ratio. Both validate the object the API server validates
// (CRD defaults applied); decoding is outside both loops. The generated Go
// must not allocate. Needs KUBEDV_GATEWAY_API (gateway_module_test.go).
func TestGatewayHTTPRouteSpeed(t *testing.T) {
	dir, src := gatewayModule(t)
	data, err := os.ReadFile("testdata/gatewaybench/httproute.yaml")
	if err != nil {
		t.Fatal(err)
	}
	raw, err := yaml.YAMLToJSON(data)
	if err != nil {
		t.Fatal(err)
	}
	crdFile := filepath.Join(src, "config", "crd", "standard", "gateway.networking.k8s.io_httproutes.yaml")
	crdData, err := os.ReadFile(crdFile)
	if err != nil {
		t.Fatal(err)
	}
	crd, err := DecodeCRD(crdData)
	if err != nil {
		t.Fatal(err)
	}
	res, err := crd.NewResource("v1")
	if err != nil {
		t.Fatal(err)
	}
	if r, err := res.Create(raw); err != nil || !r.Valid() || len(r.Pruned) > 0 {
		t.Fatalf("the API server does not accept the route as written: %+v %v", r, err)
	}
	served, err := res.Served(raw)
	if err != nil {
		t.Fatal(err)
	}
	route := filepath.Join(t.TempDir(), "httproute.json")
	if err := os.WriteFile(route, served, 0o644); err != nil {
		t.Fatal(err)
	}
	benchtime := os.Getenv("KUBEDV_BENCHTIME")
	if benchtime == "" {
		benchtime = "2s"
	}
	out := goTestIn(t, dir, []string{"KUBEDV_GATEWAY_HTTPROUTE=" + route, "KUBEDV_GATEWAY_CRD=" + crdFile},
		"-run", "^$", "-bench", "^BenchmarkHTTPRoute$", "-benchmem", "-benchtime", benchtime)
	t.Logf("\n%s", out)
	line := regexp.MustCompile(`BenchmarkHTTPRoute/(\S+?)(?:-\d+)?\s+\d+\s+([\d.]+) ns/op\s+(\d+) B/op\s+(\d+) allocs/op`)
	ns, allocs := map[string]float64{}, map[string]int{}
	for _, m := range line.FindAllStringSubmatch(out, -1) {
		ns[m[1]], _ = strconv.ParseFloat(m[2], 64)
		allocs[m[1]], _ = strconv.Atoi(m[4])
	}
	goNs, apiNs := ns["generated-go"], ns["apiserver-crd"]
	if goNs == 0 || apiNs == 0 {
		t.Fatalf("no benchmark results in the output")
	}
	t.Logf("HTTPRoute: generated Go %.0f ns/op %d allocs/op; API server CRD validation %.0f ns/op %d allocs/op; ratio %.1fx",
		goNs, allocs["generated-go"], apiNs, allocs["apiserver-crd"], apiNs/goNs)
	if allocs["generated-go"] != 0 {
		t.Errorf("the generated Go allocates %d times validating a valid HTTPRoute, want 0", allocs["generated-go"])
	}
}
