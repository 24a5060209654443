package server

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"
	clientv3 "go.etcd.io/etcd/client/v3"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime/serializer"
	"k8s.io/client-go/rest"

	"github.com/kubedv/kubedv/declarative"
	widgetv1 "github.com/kubedv/kubedv/examples/widget/v1"
)

// testServer is a server started for one test, with a typed client.
type testServer struct {
	*Server
	client *rest.RESTClient
}

// startServer starts a server on a free loopback port with its data in dir
// (embedded etcd) unless configure points it at another etcd.
func startServer(t testing.TB, dir string, configure func(*Options)) *testServer {
	t.Helper()
	o := NewOptions()
	o.Port, o.DataDir = 0, dir
	if configure != nil {
		configure(o)
	}
	// Start waits at most a minute for readiness; its context bounds the
	// server's whole life, which the cleanup ends.
	s, err := Start(context.Background(), o)
	if err != nil {
		t.Fatalf("starting the server: %v", err)
	}
	t.Cleanup(func() {
		if err := s.Stop(); err != nil {
			t.Errorf("stopping the server: %v", err)
		}
	})
	return &testServer{Server: s, client: widgetClient(t, s)}
}

// withGates sets the declarative validation gates of a server.
func withGates(dv, beta bool) func(*Options) {
	return func(o *Options) {
		if err := o.FeatureGate.SetFromMap(map[string]bool{
			string(declarative.DeclarativeValidation): dv, string(declarative.DeclarativeValidationBeta): beta,
		}); err != nil {
			panic(err)
		}
	}
}

func widgetClient(t testing.TB, s *Server) *rest.RESTClient {
	t.Helper()
	scheme, err := NewScheme()
	if err != nil {
		t.Fatal(err)
	}
	cfg := s.ClientConfig()
	cfg.APIPath = "/apis"
	cfg.GroupVersion = &widgetv1.SchemeGroupVersion
	cfg.NegotiatedSerializer = serializer.NewCodecFactory(scheme).WithoutConversion()
	cfg.ContentType = "application/json"
	client, err := rest.RESTClientFor(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return client
}

func (s *testServer) create(w *widgetv1.Widget) (*widgetv1.Widget, error) {
	out := &widgetv1.Widget{}
	err := s.client.Post().Namespace(w.Namespace).Resource("widgets").Body(w).Do(context.Background()).Into(out)
	return out, err
}

func (s *testServer) get(namespace, name string) (*widgetv1.Widget, error) {
	out := &widgetv1.Widget{}
	err := s.client.Get().Namespace(namespace).Resource("widgets").Name(name).Do(context.Background()).Into(out)
	return out, err
}

// update PUTs w to the widget or, with subresource "status", its status.
func (s *testServer) update(w *widgetv1.Widget, subresource ...string) (*widgetv1.Widget, error) {
	out := &widgetv1.Widget{}
	err := s.client.Put().Namespace(w.Namespace).Resource("widgets").Name(w.Name).SubResource(subresource...).
		Body(w).Do(context.Background()).Into(out)
	return out, err
}

// causes returns the field causes of a 422, or fails the test when err is
// another error.
func causes(t testing.TB, err error) []metav1.StatusCause {
	t.Helper()
	var status apierrors.APIStatus
	if !errors.As(err, &status) || status.Status().Code != http.StatusUnprocessableEntity {
		t.Fatalf("want a 422 Unprocessable Entity, got %v", err)
	}
	return status.Status().Details.Causes
}

// counter reads a counter (summed over labels) or histogram field from the
// server's /metrics. name may end in _sum or _count for a histogram.
func (s *testServer) metric(t testing.TB, name string, labels map[string]string) float64 {
	t.Helper()
	body, err := s.client.Get().AbsPath("/metrics").DoRaw(context.Background())
	if err != nil {
		t.Fatalf("reading /metrics: %v", err)
	}
	return metricValue(t, string(body), name, labels)
}

func metricValue(t testing.TB, text, name string, labels map[string]string) float64 {
	t.Helper()
	parser := expfmt.NewTextParser(model.UTF8Validation)
	families, err := parser.TextToMetricFamilies(strings.NewReader(text))
	if err != nil {
		t.Fatalf("parsing /metrics: %v", err)
	}
	family, field := name, ""
	for _, suffix := range []string{"_sum", "_count"} {
		if base, ok := strings.CutSuffix(name, suffix); ok && families[name] == nil {
			family, field = base, suffix
		}
	}
	total := 0.0
	f := families[family]
	if f == nil {
		return 0
	}
metrics:
	for _, m := range f.GetMetric() {
		for _, l := range m.GetLabel() {
			if want, ok := labels[l.GetName()]; ok && want != l.GetValue() {
				continue metrics
			}
		}
		switch {
		case field == "_sum":
			total += m.GetHistogram().GetSampleSum()
		case field == "_count":
			total += float64(m.GetHistogram().GetSampleCount())
		default:
			total += m.GetCounter().GetValue()
		}
	}
	return total
}

// etcdClient connects to the etcd a server stores in.
func etcdClient(t testing.TB, s *Server) *clientv3.Client {
	t.Helper()
	c, err := clientv3.New(clientv3.Config{Endpoints: s.EtcdServers, DialTimeout: 10 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// storedWidget reads a widget straight from etcd, bypassing the server.
func storedWidget(t testing.TB, s *Server, etcd *clientv3.Client, namespace, name string) (*widgetv1.Widget, bool) {
	t.Helper()
	resp, err := etcd.Get(context.Background(), s.WidgetKey(namespace, name))
	if err != nil {
		t.Fatal(err)
	}
	if len(resp.Kvs) == 0 {
		return nil, false
	}
	w := &widgetv1.Widget{}
	if err := json.Unmarshal(resp.Kvs[0].Value, w); err != nil {
		t.Fatalf("decoding %s: %v", resp.Kvs[0].Key, err)
	}
	return w, true
}

// sprocket passes every rule of widgets.kubedv.io/v1.
func sprocket(namespace, name string) *widgetv1.Widget {
	return &widgetv1.Widget{
		TypeMeta:   metav1.TypeMeta{APIVersion: widgetv1.SchemeGroupVersion.String(), Kind: "Widget"},
		ObjectMeta: metav1.ObjectMeta{Name: name, Namespace: namespace, Labels: map[string]string{"app": "sprocket"}},
		Spec: widgetv1.WidgetSpec{
			Replicas:              new(int32(3)),
			Tier:                  widgetv1.WidgetTierStandard,
			Owner:                 "gears-team",
			MaxUnavailable:        new(widgetv1.Percent(25)),
			ActiveDeadlineSeconds: new(int64(86400)),
			Zones:                 []string{"eu-west-1a", "eu-west-1b"},
			Region:                "eu-west-1",
			ServiceAccountName:    "sprocket-runner",
			MemoryLimit:           new(resource.MustParse("256Mi")),
			Template: widgetv1.WidgetTemplate{
				Labels: map[string]string{"app": "sprocket"},
				Image:  "registry.example.com/sprocket:v1.4.2",
				Ports:  []widgetv1.WidgetPort{{Name: "http", Port: 8080}},
			},
		},
	}
}

// brokenGizmo breaks the six rules the demo's broken widget breaks.
func brokenGizmo(namespace string) *widgetv1.Widget {
	w := sprocket(namespace, "gizmo")
	w.Spec.Replicas = new(int32(5000))
	w.Spec.Tier = "Gold"
	w.Spec.Owner = "qa"
	w.Spec.Zones = []string{"eu west 1a"}
	w.Spec.Template.Labels = map[string]string{"cost center": "42"}
	w.Spec.Template.Ports = []widgetv1.WidgetPort{{Name: "http", Port: 8080}, {Name: "grpc", Port: 70000}}
	return w
}
