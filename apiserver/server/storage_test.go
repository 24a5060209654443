package server

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	widgetv1 "github.com/kubedv/kubedv/examples/widget/v1"
)

// TestRatchetingStoredObject stores a widget the way an older server
// version did, before the region pattern rule existed, straight into etcd.
// Updating another field is accepted (the unchanged invalid region is
// ratcheted); changing the region to another invalid value is not.
func TestRatchetingStoredObject(t *testing.T) {
	s := startServer(t, t.TempDir(), nil)
	etcd := etcdClient(t, s.Server)
	legacy := sprocket("default", "legacy")
	legacy.Spec.Region = "EU"
	legacy.UID, legacy.Generation = "0c4b5b9e-1111-4c1e-9a55-0123456789ab", 1
	legacy.CreationTimestamp = metav1.Now()
	raw, err := json.Marshal(legacy)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := etcd.Put(context.Background(), s.WidgetKey("default", "legacy"), string(raw)); err != nil {
		t.Fatal(err)
	}
	if _, err := s.create(func() *widgetv1.Widget { w := sprocket("default", "fresh"); w.Spec.Region = "EU"; return w }()); err == nil {
		t.Fatal("a new widget with the legacy region was accepted: the rule the test relies on is not enforced")
	}

	w, err := s.get("default", "legacy")
	if err != nil {
		t.Fatalf("reading the stored widget: %v", err)
	}
	w.Spec.Replicas = new(int32(6))
	updated, err := s.update(w)
	if err != nil {
		t.Fatalf("updating an unrelated field of a widget with a legacy region: %v", err)
	}
	if *updated.Spec.Replicas != 6 || updated.Spec.Region != "EU" {
		t.Errorf("after the update: replicas %d, region %q", *updated.Spec.Replicas, updated.Spec.Region)
	}
	updated.Spec.Region = "US"
	_, err = s.update(updated)
	if got := causes(t, err); len(got) != 1 || got[0].Field != "spec.region" {
		t.Errorf("changing the legacy region to another invalid one: causes %+v", got)
	}
	stored, ok := storedWidget(t, s.Server, etcd, "default", "legacy")
	if !ok || stored.Spec.Region != "EU" || *stored.Spec.Replicas != 6 {
		t.Errorf("stored after the updates: %+v", stored)
	}
}

// TestRestartKeepsData stops a server and starts another on the same data
// directory: every widget, with its uid and resource version, is still there.
func TestRestartKeepsData(t *testing.T) {
	dir := t.TempDir()
	first := startServer(t, dir, nil)
	want := map[string]*widgetv1.Widget{}
	for _, name := range []string{"alpha", "beta", "gamma"} {
		w, err := first.create(sprocket("fleet", name))
		if err != nil {
			t.Fatal(err)
		}
		want[name] = w
	}
	want["beta"].Spec.Replicas = new(int32(8))
	updated, err := first.update(want["beta"])
	if err != nil {
		t.Fatal(err)
	}
	want["beta"] = updated
	if err := first.Stop(); err != nil {
		t.Fatalf("stopping: %v", err)
	}

	second := startServer(t, dir, nil)
	list := &widgetv1.WidgetList{}
	if err := second.client.Get().Namespace("fleet").Resource("widgets").Do(context.Background()).Into(list); err != nil {
		t.Fatal(err)
	}
	if len(list.Items) != len(want) {
		t.Fatalf("after the restart: %d widgets, want %d", len(list.Items), len(want))
	}
	for _, got := range list.Items {
		w := want[got.Name]
		if w == nil || got.UID != w.UID || got.ResourceVersion != w.ResourceVersion || *got.Spec.Replicas != *w.Spec.Replicas {
			t.Errorf("after the restart: %s uid %s rv %s replicas %d; before: %+v", got.Name, got.UID, got.ResourceVersion, *got.Spec.Replicas, w)
		}
	}
}

// TestOpenAPIV3 reads the group's OpenAPI v3 document and checks the widget
// schema: its kind, a required field, an enum and the list semantics that
// server-side apply uses.
func TestOpenAPIV3(t *testing.T) {
	s := startServer(t, t.TempDir(), nil)
	raw, err := s.client.Get().AbsPath("/openapi/v3/apis/widgets.kubedv.io/v1").DoRaw(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Components struct {
			Schemas map[string]struct {
				Required   []string                   `json:"required"`
				Properties map[string]json.RawMessage `json:"properties"`
				GVK        []map[string]string        `json:"x-kubernetes-group-version-kind"`
			} `json:"schemas"`
		} `json:"components"`
	}
	if err := json.Unmarshal(raw, &doc); err != nil {
		t.Fatal(err)
	}
	widget, ok := doc.Components.Schemas["io.kubedv.widgets.v1.Widget"]
	if !ok || len(widget.GVK) != 1 || widget.GVK[0]["kind"] != "Widget" || widget.GVK[0]["version"] != "v1" {
		t.Fatalf("Widget schema %+v", widget)
	}
	spec := doc.Components.Schemas["io.kubedv.widgets.v1.WidgetSpec"]
	if !strings.Contains(strings.Join(spec.Required, ","), "replicas") {
		t.Errorf("WidgetSpec required %v, want replicas among them", spec.Required)
	}
	if tier := string(spec.Properties["tier"]); !strings.Contains(tier, `"Premium"`) {
		t.Errorf("tier schema %s, want the enum values", tier)
	}
	conditions := string(doc.Components.Schemas["io.kubedv.widgets.v1.WidgetStatus"].Properties["conditions"])
	if !strings.Contains(conditions, `"x-kubernetes-list-type":"map"`) || !strings.Contains(conditions, `"x-kubernetes-list-map-keys":["type"]`) {
		t.Errorf("conditions schema %s, want a list map keyed by type", conditions)
	}
}

// TestReplicasShareEtcd runs a second server on the first one's etcd with
// --etcd-servers, the way the server scales past one process: a widget
// written through one replica is read, watched and validated as stored by
// the other.
func TestReplicasShareEtcd(t *testing.T) {
	a := startServer(t, t.TempDir(), nil)
	b := startServer(t, t.TempDir(), func(o *Options) { o.EtcdServers = a.EtcdServers })
	watcher, err := b.client.Get().Namespace("shared").Resource("widgets").Param("watch", "true").Watch(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	defer watcher.Stop()
	created, err := a.create(sprocket("shared", "twin"))
	if err != nil {
		t.Fatal(err)
	}
	select {
	case ev := <-watcher.ResultChan():
		if w, ok := ev.Object.(*widgetv1.Widget); !ok || w.UID != created.UID {
			t.Errorf("replica b saw %s %T, want the widget created through replica a", ev.Type, ev.Object)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("replica b saw no event for the widget created through replica a")
	}
	w, err := b.get("shared", "twin")
	if err != nil || w.UID != created.UID {
		t.Fatalf("reading through replica b: %v", err)
	}
	w.Spec.Owner = "Twin Team"
	if _, err := b.update(w); len(causes(t, err)) != 1 {
		t.Errorf("replica b accepted an invalid update")
	}
}
