package native

import (
	"context"
	"reflect"
	"strings"
	"testing"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	"github.com/kubedv/kubedv/kubedv-validate/check"
	"github.com/kubedv/kubedv/kubedv-validate/manifest"
)

// Every strategy of the table that opts into declarative validation must
// have it bound (row does), else its rules would be skipped.
func TestNativeTableDeclarative(t *testing.T) {
	withDV := 0
	for _, r := range Resources() {
		s := reflect.ValueOf(r.Strategy)
		has := s.MethodByName("DeclarativeValidationConfig").IsValid() || s.MethodByName("ValidateDeclaratively").IsValid()
		if has != (r.Declarative != nil) {
			t.Errorf("%s: the strategy has declarative validation methods: %v; bound: %v", r.Kind, has, r.Declarative != nil)
		}
		if has {
			withDV++
		}
	}
	if withDV < 3 {
		t.Errorf("only %d strategies with declarative validation; Job, CronJob, HPA and the role bindings have it in v1.37.2", withDV)
	}
}

func nativeValidator(t testing.TB) *check.Validator {
	v := check.New()
	if err := Add(v); err != nil {
		t.Fatal(err)
	}
	return v
}

func obj(t *testing.T, src string) map[string]any {
	t.Helper()
	docs := manifest.Parse("t.yaml", []byte(src), manifest.Limits{})
	if len(docs) != 1 || docs[0].Err != nil {
		t.Fatalf("bad test input: %+v", docs)
	}
	return docs[0].Object
}

func TestNativeNotBuiltIn(t *testing.T) {
	v := nativeValidator(t)
	ctx := context.Background()
	for _, c := range []struct{ src, want string }{
		{"apiVersion: v1\nkind: ComponentStatus\nmetadata: {name: n}\n", `no matches for kind "ComponentStatus" in version "v1": ComponentStatus is a Kubernetes v1.37.2 kind whose validation is not built into kubedv-validate (built in: APIService, CSIDriver,`},
		{"apiVersion: v1\nkind: configmap\nmetadata: {name: n}\n", `Kubernetes v1.37.2 has no kind "configmap" in the API group "" (kinds are case-sensitive)`},
		{"apiVersion: apps/v1beta2\nkind: Deployment\nmetadata: {name: d}\n", `resource mapping not found for name: "d" namespace: "" from "": no matches for kind "Deployment" in version "apps/v1beta2"` + "\nensure CRDs are installed first"},
		{"apiVersion: autoscaling/v2beta2\nkind: HorizontalPodAutoscaler\nmetadata: {name: h}\n", `no matches for kind "HorizontalPodAutoscaler" in version "autoscaling/v2beta2"`},
		{"apiVersion: policy/v1beta1\nkind: PodSecurityPolicy\nmetadata: {name: p}\n", `no matches for kind "PodSecurityPolicy" in version "policy/v1beta1"`},
		{"apiVersion: storage.k8s.io/v1beta1\nkind: StorageClass\nmetadata: {name: s}\n", `no matches for kind "StorageClass" in version "storage.k8s.io/v1beta1"`},
		{"apiVersion: extensions/v1beta1\nkind: Ingress\nmetadata: {name: i}\n", `no matches for kind "Ingress" in version "extensions/v1beta1"`},
		{"apiVersion: batch/v1beta1\nkind: CronJob\nmetadata: {name: c}\n", `no matches for kind "CronJob" in version "batch/v1beta1"`},
		{"apiVersion: apiextensions.k8s.io/v1beta1\nkind: CustomResourceDefinition\nmetadata: {name: c}\n", `no matches for kind "CustomResourceDefinition" in version "apiextensions.k8s.io/v1beta1"`},
		// A kind no served version of its group has, and the kinds of
		// subresources, which kubectl does not map.
		{"apiVersion: apps/v1\nkind: Foo\nmetadata: {name: f}\n", `no matches for kind "Foo" in version "apps/v1"` + "\nensure CRDs are installed first"},
		{"apiVersion: policy/v1\nkind: Eviction\nmetadata: {name: e}\n", `no matches for kind "Eviction" in version "policy/v1"`},
		// Served, not built in: not kubectl's answer (the server judges it).
		{"apiVersion: authentication.k8s.io/v1\nkind: TokenReview\nmetadata: {name: t}\n", "TokenReview.authentication.k8s.io is a Kubernetes v1.37.2 kind whose validation is not built into kubedv-validate"},
		{"apiVersion: example.com/v1\nkind: Node\nmetadata: {name: n}\n", `no matches for kind "Node" in version "example.com/v1"` + "\nensure CRDs are installed first"},
	} {
		s := v.Validate(ctx, obj(t, c.src), nil)
		if s.Code != 404 || !strings.Contains(s.Message, c.want) {
			t.Errorf("%s: got %d %q, want 404 containing %q", c.src, s.Code, s.Message, c.want)
		}
	}
}

// The update is kubectl apply --server-side of the new manifest to what
// applying the old one stored: structured-merge-diff with the types'
// schemas, list maps merged per item.
func TestNativeServerSideApply(t *testing.T) {
	v := nativeValidator(t)
	ctx := context.Background()
	deployment := func(containers string) map[string]any {
		return obj(t, "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: d}\nspec:\n  selector: {matchLabels: {app: d}}\n  template:\n    metadata: {labels: {app: d}}\n    spec:\n      containers: "+containers+"\n")
	}
	for _, c := range []struct {
		name     string
		obj, old map[string]any
		code     int32
		contains string
	}{
		{"a container added", deployment("[{name: a, image: x}, {name: b, image: y}]"), deployment("[{name: a, image: x}]"), 0, ""},
		{"a container's image dropped", deployment("[{name: a}]"), deployment("[{name: a, image: x}]"), 422, "spec.template.spec.containers[0].image: Required value"},
		// Two items with one key: the merge refuses the patch, and the
		// server answers its error as it is (500, no reason).
		{"duplicate key in a list map", deployment("[{name: a, image: x}, {name: a, image: y}]"), deployment("[{name: a, image: x}]"), 500,
			`failed to create typed patch object (/d; apps/v1, Kind=Deployment): .spec.template.spec.containers: duplicate entries for key [name="a"]`},
		{"unknown field", obj(t, "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\ndatum: {k: v}\n"), obj(t, "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\n"), 500,
			`failed to create typed patch object (/c; /v1, Kind=ConfigMap): .datum: field not declared in schema`},
		// The merge meets them in random order; the answer names the
		// first in sorted order, on every run.
		{"unknown fields", obj(t, "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\nzeta: 1\ndatum: {k: v}\nextra: 1\n"), obj(t, "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\n"), 500,
			`failed to create typed patch object (/c; /v1, Kind=ConfigMap): .datum: field not declared in schema`},
	} {
		for range 8 {
			s := v.Validate(ctx, c.obj, c.old)
			if s.Message != v.Validate(ctx, c.obj, c.old).Message {
				t.Errorf("%s: two answers %q", c.name, s.Message)
			}
		}
		s := v.Validate(ctx, c.obj, c.old)
		switch {
		case c.code == 0 && s.Status != metav1.StatusSuccess:
			t.Errorf("%s: %d %s", c.name, s.Code, s.Message)
		case c.code != 0 && (s.Code != c.code || !strings.Contains(s.Message, c.contains)):
			t.Errorf("%s: got %d %q, want %d containing %q", c.name, s.Code, s.Message, c.code, c.contains)
		case c.code == 500 && s.Reason != "":
			t.Errorf("%s: reason %q, the server gives none", c.name, s.Reason)
		}
	}
}

const jobTemplate = `apiVersion: batch/v1
kind: Job
metadata: {name: j}
spec:
  parallelism: %d
  template:
    spec:
      restartPolicy: Never
      containers: [{name: c, image: %s}]
`

func TestNativeCreateAndUpdate(t *testing.T) {
	v := nativeValidator(t)
	ctx := context.Background()
	job := func(parallelism int, image string) map[string]any {
		return obj(t, strings.NewReplacer("%d", string(rune('0'+parallelism)), "%s", image).Replace(jobTemplate))
	}
	for _, c := range []struct {
		name     string
		obj, old map[string]any
		fields   []string // the causes' fields; nil: valid
	}{
		{"valid create", job(1, "busybox"), nil, nil},
		// The stored Job has the selector and labels the server
		// generated: the apply keeps them, so only parallelism changes.
		{"update keeps the generated selector", job(2, "busybox"), job(1, "busybox"), nil},
		{"immutable template", job(1, "busybox:2"), job(1, "busybox"), []string{"spec.template"}},
		{"service keeps its cluster IP", obj(t, "apiVersion: v1\nkind: Service\nmetadata: {name: s}\nspec: {ports: [{port: 8080}]}\n"),
			obj(t, "apiVersion: v1\nkind: Service\nmetadata: {name: s}\nspec: {clusterIP: 10.0.0.9, ports: [{port: 80}]}\n"), nil},
		{"service changes its cluster IP", obj(t, "apiVersion: v1\nkind: Service\nmetadata: {name: s}\nspec: {clusterIP: 10.0.0.8, ports: [{port: 80}]}\n"),
			obj(t, "apiVersion: v1\nkind: Service\nmetadata: {name: s}\nspec: {clusterIP: 10.0.0.9, ports: [{port: 80}]}\n"), []string{"spec.clusterIPs[0]"}},
		// A cluster-scoped object's namespace is ignored, as kubectl does.
		{"cluster-scoped", obj(t, "apiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRole\nmetadata: {name: r, namespace: x}\nrules: [{verbs: [get]}]\n"), nil,
			[]string{"rules[0].apiGroups", "rules[0].resources"}},
	} {
		s := v.Validate(ctx, c.obj, c.old)
		var got []string
		for _, cause := range statusCauses(s) {
			got = append(got, cause.Field)
		}
		if c.fields == nil && s.Status != metav1.StatusSuccess {
			t.Errorf("%s: %s", c.name, s.Message)
		}
		if c.fields != nil && (s.Code != 422 || !reflect.DeepEqual(got, c.fields)) {
			t.Errorf("%s: got %d %v (%s), want 422 %v", c.name, s.Code, got, s.Message, c.fields)
		}
	}
}

func TestNativeOldInvalid(t *testing.T) {
	v := nativeValidator(t)
	cm := "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\ndata: {%s: v}\n"
	s := v.Validate(context.Background(), obj(t, strings.Replace(cm, "%s", "k", 1)), obj(t, strings.Replace(cm, "%s", `"bad key"`, 1)))
	if s.Code != 422 || !strings.HasPrefix(s.Message, "the old object (--old) cannot be decoded: ConfigMap \"c\" is invalid") {
		t.Errorf("got %d %q", s.Code, s.Message)
	}
}

func TestNativeStrictDecoding(t *testing.T) {
	v := nativeValidator(t)
	s := v.Validate(context.Background(), obj(t, "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\ndatum: {k: v}\n"), nil)
	want := `ConfigMap in version "v1" cannot be handled as a ConfigMap: strict decoding error: unknown field "datum"`
	if s.Code != 400 || s.Message != want {
		t.Errorf("got %d %q, want 400 %q", s.Code, s.Message, want)
	}
	if c := statusCauses(s); len(c) != 1 || c[0].Field != "datum" {
		t.Errorf("causes %+v, want one for datum", c)
	}
}

func statusCauses(s metav1.Status) []metav1.StatusCause {
	if s.Details == nil {
		return nil
	}
	return s.Details.Causes
}
