package server

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// The real deployment: kubedv-apiserver registered as an APIService behind
// a real kube-apiserver v1.37.2 (../shared/compat/kube-apiserver.sh), with
// kubectl talking to kube-apiserver only. The test needs that control plane
// running: KUBEDV_KUBE_APISERVER_WORK names its WORK directory (kubectl in
// bin/, the kubeconfig in run/). Without it the test skips, which is what
// CI does: building kube-apiserver takes longer than CI's budget.
//
//	WORK=/tmp/kubernetes-compat ../shared/compat/kube-apiserver.sh start
//	KUBEDV_KUBE_APISERVER_WORK=/tmp/kubernetes-compat go -C apiserver test -run TestAggregated -v ./server

const aggregationEnv = "KUBEDV_KUBE_APISERVER_WORK"

// kubectl runs the control plane's kubectl and returns its output.
type kubectl struct {
	t           *testing.T
	bin, config string
	cache       string
}

func (k *kubectl) run(stdin string, args ...string) (stdout, stderr string, err error) {
	k.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, k.bin, append([]string{"--kubeconfig", k.config, "--cache-dir", k.cache}, args...)...)
	cmd.Stdin = strings.NewReader(stdin)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err = cmd.Run()
	return out.String(), errb.String(), err
}

func (k *kubectl) must(stdin string, args ...string) string {
	k.t.Helper()
	out, errOut, err := k.run(stdin, args...)
	if err != nil {
		k.t.Fatalf("kubectl %s: %v\n%s%s", strings.Join(args, " "), err, out, errOut)
	}
	return out
}

func TestAggregatedBehindKubeAPIServer(t *testing.T) {
	work := os.Getenv(aggregationEnv)
	if work == "" {
		t.Skipf("%s is not set: start ../shared/compat/kube-apiserver.sh and point it at its WORK directory", aggregationEnv)
	}
	k := &kubectl{t: t, bin: filepath.Join(work, "bin", "kubectl"), config: filepath.Join(work, "run", "kubeconfig"), cache: t.TempDir()}
	if _, _, err := k.run("", "get", "--raw", "/readyz"); err != nil {
		t.Fatalf("no kube-apiserver answers with %s: %v", k.config, err)
	}
	s := startServer(t, t.TempDir(), nil)
	u, err := url.Parse(s.URL)
	if err != nil {
		t.Fatal(err)
	}
	// kube-apiserver reaches us through an ExternalName Service; the
	// APIService skips TLS verification of our self-signed certificate.
	registration := `apiVersion: v1
kind: Service
metadata: {name: kubedv-apiserver, namespace: default}
spec: {type: ExternalName, externalName: localhost, ports: [{port: ` + u.Port() + `}]}
---
apiVersion: apiregistration.k8s.io/v1
kind: APIService
metadata: {name: v1.widgets.kubedv.io}
spec:
  group: widgets.kubedv.io
  version: v1
  service: {namespace: default, name: kubedv-apiserver, port: ` + u.Port() + `}
  insecureSkipTLSVerify: true
  groupPriorityMinimum: 1000
  versionPriority: 15
`
	k.must(registration, "apply", "-f", "-")
	t.Cleanup(func() {
		k.run("", "delete", "apiservice", "v1.widgets.kubedv.io", "--ignore-not-found")
		k.run("", "delete", "service", "kubedv-apiserver", "-n", "default", "--ignore-not-found")
	})
	k.must("", "wait", "--for=condition=Available", "apiservice/v1.widgets.kubedv.io", "--timeout=60s")

	// A watch through the aggregator sees what kubectl creates.
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	watch := exec.CommandContext(ctx, k.bin, "--kubeconfig", k.config, "--cache-dir", k.cache, "get", "widgets", "-n", "default", "--watch-only", "-o", "name")
	events, err := watch.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := watch.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { cancel(); watch.Wait() }()
	time.Sleep(2 * time.Second) // let the watch start before the create

	valid := `apiVersion: widgets.kubedv.io/v1
kind: Widget
metadata: {name: aggregated, namespace: default}
spec: {replicas: 3, tier: Basic, owner: qa-team, template: {image: example.com/gizmo:v1}}
`
	k.must(valid, "create", "-f", "-")
	t.Cleanup(func() { k.run("", "delete", "widget", "aggregated", "-n", "default", "--ignore-not-found") })
	line := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(events)
		if sc.Scan() {
			line <- sc.Text()
		}
	}()
	select {
	case l := <-line:
		if l != "widget.widgets.kubedv.io/aggregated" {
			t.Errorf("watch event %q, want widget.widgets.kubedv.io/aggregated", l)
		}
	case <-time.After(30 * time.Second):
		t.Error("no watch event through the aggregator")
	}
	if got := k.must("", "get", "widget", "aggregated", "-n", "default", "-o", "jsonpath={.spec.replicas} {.spec.restartPolicy}"); got != "3 Always" {
		t.Errorf("get: %q, want the stored widget with its default restartPolicy (3 Always)", got)
	}

	// Our 422, as kubectl prints it through kube-apiserver.
	invalid := `apiVersion: widgets.kubedv.io/v1
kind: Widget
metadata: {name: gizmo, namespace: default}
spec: {replicas: 5000, tier: Gold, owner: qa, template: {image: example.com/gizmo:v1}}
`
	_, errOut, err := k.run(invalid, "create", "-f", "-")
	for _, want := range []string{`The Widget "gizmo" is invalid`, "spec.replicas: Invalid value: 5000: must be less than or equal to 1000",
		`spec.tier: Unsupported value: "Gold": supported values: "Basic", "Premium", "Standard"`, "spec.owner: Too short: must be at least 3 characters"} {
		if err == nil || !strings.Contains(errOut, want) {
			t.Errorf("invalid create: %v, stderr does not show %q:\n%s", err, want, errOut)
		}
	}

	// kubectl explain reads the aggregated OpenAPI v3.
	explain := k.must("", "explain", "widgets.spec.replicas")
	if !strings.Contains(explain, "Replicas is the number of widget instances to run") {
		t.Errorf("kubectl explain shows no description:\n%s", explain)
	}

	// The aggregated OpenAPI v3 carries the published validation (the
	// DeclarativeValidationInOpenAPI gate is on by default): kubectl explain
	// prints descriptions only, clients read the bounds and rules here.
	var doc struct {
		Components struct {
			Schemas map[string]struct {
				Properties  map[string]map[string]any `json:"properties"`
				Validations []map[string]any          `json:"x-kubernetes-validations"`
			} `json:"schemas"`
		} `json:"components"`
	}
	if err := json.Unmarshal([]byte(k.must("", "get", "--raw", "/openapi/v3/apis/widgets.kubedv.io/v1")), &doc); err != nil {
		t.Fatal(err)
	}
	found := false
	for name, s := range doc.Components.Schemas {
		if !strings.HasSuffix(name, ".WidgetSpec") {
			continue
		}
		found = true
		r := s.Properties["replicas"]
		if r["minimum"] != float64(0) || r["maximum"] != float64(1000) || r["x-kubernetes-validations"] == nil || len(s.Validations) == 0 {
			t.Errorf("the aggregated OpenAPI v3 lacks the published rules of WidgetSpec: replicas %v, rules %v", r, s.Validations)
		}
	}
	if !found {
		t.Error("no WidgetSpec in the aggregated OpenAPI v3")
	}

	k.must("", "delete", "widget", "aggregated", "-n", "default")
	if _, errOut, err := k.run("", "get", "widget", "aggregated", "-n", "default"); err == nil || !strings.Contains(errOut, "NotFound") {
		t.Errorf("get after delete: %v %s", err, errOut)
	}
}
