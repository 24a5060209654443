package server

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"testing"
	"time"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/apimachinery/pkg/watch"
	genericapirequest "k8s.io/apiserver/pkg/endpoints/request"

	"github.com/kubedv/kubedv/declarative"
	widgetv1 "github.com/kubedv/kubedv/examples/widget/v1"
)

// TestWidgetLifecycle creates, reads, lists, watches, updates, patches,
// applies and deletes widgets through client-go against a server in
// enforce mode, with valid and invalid objects.
func TestWidgetLifecycle(t *testing.T) {
	s := startServer(t, t.TempDir(), nil)
	ctx := context.Background()

	watcher, err := s.client.Get().Namespace("assembly").Resource("widgets").Param("watch", "true").Watch(ctx)
	if err != nil {
		t.Fatalf("watch: %v", err)
	}
	defer watcher.Stop()

	created, err := s.create(sprocket("assembly", "sprocket"))
	if err != nil {
		t.Fatalf("creating a valid widget: %v", err)
	}
	if created.Generation != 1 || created.UID == "" {
		t.Errorf("created widget has generation %d, uid %q; want 1 and a uid", created.Generation, created.UID)
	}
	select {
	case ev := <-watcher.ResultChan():
		if w, ok := ev.Object.(*widgetv1.Widget); ev.Type != watch.Added || !ok || w.Name != "sprocket" {
			t.Errorf("first watch event is %s %T, want ADDED of widget sprocket", ev.Type, ev.Object)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("no watch event for the created widget")
	}

	t.Run("get and list", func(t *testing.T) {
		got, err := s.get("assembly", "sprocket")
		if err != nil || got.Spec.Owner != "gears-team" || got.Spec.MemoryLimit.String() != "256Mi" {
			t.Fatalf("get: %v, %+v", err, got.Spec)
		}
		list := &widgetv1.WidgetList{}
		if err := s.client.Get().Namespace("assembly").Resource("widgets").Do(ctx).Into(list); err != nil || len(list.Items) != 1 {
			t.Fatalf("list: %v, %d items, want 1", err, len(list.Items))
		}
	})

	t.Run("invalid create gets the demo's six causes", func(t *testing.T) {
		_, err := s.create(brokenGizmo("assembly"))
		got := causes(t, err)
		want := expectedCauses(t, brokenGizmo("assembly"), nil)
		if len(want) != 6 {
			t.Fatalf("the strategy reports %d errors for the broken gizmo, the demo shows 6", len(want))
		}
		assertCauses(t, got, want)
		fields := make([]string, len(got))
		for i, c := range got {
			fields[i] = c.Field
		}
		wantFields := []string{"spec.replicas", "spec.tier", "spec.owner", "spec.zones[0]", "spec.template.labels", "spec.template.ports[1].port"}
		if !slices.Equal(fields, wantFields) {
			t.Errorf("fields %v, want %v", fields, wantFields)
		}
		if got[0].Message != "Invalid value: 5000: must be less than or equal to 1000" {
			t.Errorf("first cause %q", got[0].Message)
		}
		if _, err := s.get("assembly", "gizmo"); !apierrors.IsNotFound(err) {
			t.Errorf("the invalid widget was stored: %v", err)
		}
	})

	t.Run("update", func(t *testing.T) {
		w, err := s.get("assembly", "sprocket")
		if err != nil {
			t.Fatal(err)
		}
		w.Spec.Replicas = new(int32(4))
		updated, err := s.update(w)
		if err != nil || *updated.Spec.Replicas != 4 || updated.Generation != 2 {
			t.Fatalf("valid update: %v, generation %d", err, updated.Generation)
		}
		updated.Spec.Template.Ports = append(updated.Spec.Template.Ports, widgetv1.WidgetPort{Name: "Bad_Name", Port: 0})
		_, err = s.update(updated)
		assertCauses(t, causes(t, err), expectedCauses(t, updated, w))
	})

	// The example's two CEL rules, compiled to Go: a cross-field rule on
	// the spec and a transition rule on spec.replicas.
	t.Run("CEL rules", func(t *testing.T) {
		short := sprocket("assembly", "short-deadline")
		short.Spec.MinReadySeconds = 600
		short.Spec.ActiveDeadlineSeconds = new(int64(300))
		_, err := s.create(short)
		got := causes(t, err)
		assertCauses(t, got, expectedCauses(t, short, nil))
		if len(got) != 1 || got[0].Type != metav1.CauseTypeForbidden || got[0].Field != "spec.activeDeadlineSeconds" ||
			got[0].Message != "Forbidden: may not be less than or equal to minReadySeconds: instances would be recycled before they become available" {
			t.Errorf("create breaking the deadline rule: causes %+v", got)
		}

		w, err := s.get("assembly", "sprocket")
		if err != nil {
			t.Fatal(err)
		}
		old := w.DeepCopy()
		w.Spec.Replicas = new(*old.Spec.Replicas + 101)
		_, err = s.update(w)
		got = causes(t, err)
		assertCauses(t, got, expectedCauses(t, w, old))
		if len(got) != 1 || got[0].Type != metav1.CauseTypeForbidden || got[0].Field != "spec.replicas" ||
			got[0].Message != "Forbidden: may not grow by more than 100 in one update" {
			t.Errorf("update growing replicas by 101: causes %+v", got)
		}
		if after, err := s.get("assembly", "sprocket"); err != nil || *after.Spec.Replicas != *old.Spec.Replicas {
			t.Errorf("the rejected update was stored: %v", err)
		}
	})

	t.Run("status", func(t *testing.T) {
		w, err := s.get("assembly", "sprocket")
		if err != nil {
			t.Fatal(err)
		}
		w.Status = widgetv1.WidgetStatus{ObservedGeneration: w.Generation, ReadyReplicas: 4, Phase: widgetv1.WidgetPhaseRunning}
		w.Spec.Replicas = new(int32(9)) // ignored: /status writes only the status
		updated, err := s.update(w, "status")
		if err != nil {
			t.Fatalf("valid status update: %v", err)
		}
		if updated.Status.ReadyReplicas != 4 || *updated.Spec.Replicas != 4 {
			t.Errorf("after the status update: readyReplicas %d (want 4), replicas %d (want 4, unchanged)", updated.Status.ReadyReplicas, *updated.Spec.Replicas)
		}
		updated.Status.ReadyReplicas = -1
		updated.Status.Phase = "Exploded"
		_, err = s.update(updated, "status")
		got := causes(t, err)
		if len(got) != 2 || got[0].Field != "status.readyReplicas" || got[1].Field != "status.phase" {
			t.Errorf("causes %+v, want status.readyReplicas and status.phase", got)
		}
		// The main resource cannot write the status.
		main, _ := s.get("assembly", "sprocket")
		main.Status.ReadyReplicas = 99
		after, err := s.update(main)
		if err != nil || after.Status.ReadyReplicas != 4 {
			t.Errorf("update of the main resource changed the status to %d (err %v)", after.Status.ReadyReplicas, err)
		}
	})

	t.Run("patch", func(t *testing.T) {
		out := &widgetv1.Widget{}
		err := s.client.Patch(types.MergePatchType).Namespace("assembly").Resource("widgets").Name("sprocket").
			Body([]byte(`{"spec":{"replicas":5}}`)).Do(ctx).Into(out)
		if err != nil || *out.Spec.Replicas != 5 {
			t.Fatalf("valid merge patch: %v", err)
		}
		err = s.client.Patch(types.JSONPatchType).Namespace("assembly").Resource("widgets").Name("sprocket").
			Body([]byte(`[{"op":"replace","path":"/spec/tier","value":"Gold"}]`)).Do(ctx).Error()
		if got := causes(t, err); len(got) != 1 || got[0].Field != "spec.tier" || got[0].Type != metav1.CauseTypeFieldValueNotSupported {
			t.Errorf("invalid JSON patch causes %+v", got)
		}
		err = s.client.Patch(types.MergePatchType).Namespace("assembly").Resource("widgets").Name("sprocket").SubResource("status").
			Body([]byte(`{"status":{"observedGeneration":-3}}`)).Do(ctx).Error()
		if got := causes(t, err); len(got) != 1 || got[0].Field != "status.observedGeneration" {
			t.Errorf("invalid status patch causes %+v", got)
		}
	})

	t.Run("server-side apply", func(t *testing.T) {
		apply := func(name string, replicas int, owner string) (*widgetv1.Widget, error) {
			body := fmt.Sprintf(`{"apiVersion":"widgets.kubedv.io/v1","kind":"Widget","metadata":{"name":%q,"namespace":"assembly"},
				"spec":{"replicas":%d,"tier":"Basic","owner":%q,"template":{"image":"registry.example.com/cog:v1"},
				"memoryLimit":"1Gi"}}`, name, replicas, owner)
			out := &widgetv1.Widget{}
			err := s.client.Patch(types.ApplyPatchType).Namespace("assembly").Resource("widgets").Name(name).
				Param("fieldManager", "e2e").Body([]byte(body)).Do(ctx).Into(out)
			return out, err
		}
		w, err := apply("cog", 2, "cog-team")
		if err != nil || *w.Spec.Replicas != 2 || len(w.ManagedFields) == 0 || w.ManagedFields[0].Manager != "e2e" {
			t.Fatalf("apply creating a widget: %v, %+v", err, w.ManagedFields)
		}
		if w, err = apply("cog", 7, "cog-team"); err != nil || *w.Spec.Replicas != 7 {
			t.Fatalf("apply updating a widget: %v", err)
		}
		_, err = apply("cog", 7, "Cog Team")
		if got := causes(t, err); len(got) != 1 || got[0].Field != "spec.owner" {
			t.Errorf("invalid apply causes %+v", got)
		}
		_, err = apply("cog2", -1, "cog-team")
		if got := causes(t, err); len(got) != 1 || got[0].Field != "spec.replicas" {
			t.Errorf("invalid apply-create causes %+v", got)
		}
	})

	t.Run("delete", func(t *testing.T) {
		if err := s.client.Delete().Namespace("assembly").Resource("widgets").Name("cog").Do(ctx).Error(); err != nil {
			t.Fatal(err)
		}
		if _, err := s.get("assembly", "cog"); !apierrors.IsNotFound(err) {
			t.Errorf("get after delete: %v, want NotFound", err)
		}
	})
}

// expectedCauses runs the same validation as the server's enforce mode
// outside of it and returns the causes of the 422 it would produce.
func expectedCauses(t *testing.T, obj, old *widgetv1.Widget) []metav1.StatusCause {
	t.Helper()
	scheme, err := NewScheme()
	if err != nil {
		t.Fatal(err)
	}
	strategy := &widgetv1.Strategy{Scheme: scheme, Options: []declarative.Option{
		declarative.WithDeclarativeEnforcement(), declarative.WithFeatureGate(declarative.NewFeatureGate()),
		declarative.WithMetrics(declarative.NewMetrics()),
	}}
	ctx := genericapirequest.WithRequestInfo(context.Background(), &genericapirequest.RequestInfo{
		APIGroup: widgetv1.GroupName, APIVersion: "v1", Resource: "widgets", Namespace: obj.Namespace, Name: obj.Name,
	})
	ctx = withDeclarativeRequestInfo(ctx)
	var errs = strategy.Validate(ctx, obj)
	if old != nil {
		errs = strategy.ValidateUpdate(ctx, obj, old)
	}
	return apierrors.NewInvalid(widgetv1.SchemeGroupVersion.WithKind("Widget").GroupKind(), obj.Name, errs).Status().Details.Causes
}

func assertCauses(t *testing.T, got, want []metav1.StatusCause) {
	t.Helper()
	g, _ := json.MarshalIndent(got, "", " ")
	w, _ := json.MarshalIndent(want, "", " ")
	if len(want) == 0 || string(g) != string(w) {
		t.Errorf("causes:\n%s\nwant:\n%s", g, w)
	}
}
