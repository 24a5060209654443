package webhook

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	admissionv1 "k8s.io/api/admission/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"sigs.k8s.io/controller-runtime/pkg/webhook/admission"

	guestbookv1 "github.com/kubedv/kubedv/examples/kubebuilder/api/v1"
)

// handler is the webhook as controller-runtime serves it.
func handler(t *testing.T) *admission.Webhook {
	t.Helper()
	s := runtime.NewScheme()
	if err := guestbookv1.AddToScheme(s); err != nil {
		t.Fatal(err)
	}
	return admission.WithValidator(s, &GuestbookValidator{Scheme: s})
}

func valid() *guestbookv1.Guestbook {
	return &guestbookv1.Guestbook{
		TypeMeta:   metav1.TypeMeta{APIVersion: "guestbook.example.com/v1", Kind: "Guestbook"},
		ObjectMeta: metav1.ObjectMeta{Name: "book", Namespace: "default"},
		Spec: guestbookv1.GuestbookSpec{
			Title: "Visitors", Replicas: 2, MaxEntries: new(int32(100)), Visibility: "Public",
			Moderators: []string{"ann", "bob"}, StorageClass: "fast",
		},
	}
}

// review sends obj (and old, for an update) through the webhook and
// returns its answer: "" when allowed, else the causes it lists.
func review(t *testing.T, obj, old *guestbookv1.Guestbook) string {
	t.Helper()
	raw := func(o *guestbookv1.Guestbook) runtime.RawExtension {
		b, err := json.Marshal(o)
		if err != nil {
			t.Fatal(err)
		}
		return runtime.RawExtension{Raw: b}
	}
	req := admission.Request{AdmissionRequest: admissionv1.AdmissionRequest{
		UID: "1", Operation: admissionv1.Create, Object: raw(obj), Name: obj.Name, Namespace: obj.Namespace,
		Kind: metav1.GroupVersionKind{Group: "guestbook.example.com", Version: "v1", Kind: "Guestbook"},
	}}
	if old != nil {
		req.Operation, req.OldObject = admissionv1.Update, raw(old)
	}
	resp := handler(t).Handle(context.Background(), req)
	if resp.Allowed {
		return ""
	}
	if resp.Result == nil || resp.Result.Details == nil {
		t.Fatalf("denied without causes: %+v", resp.Result)
	}
	var causes []string
	for _, c := range resp.Result.Details.Causes {
		causes = append(causes, c.Field+": "+c.Message)
	}
	return strings.Join(causes, "\n")
}

func TestCreate(t *testing.T) {
	for _, tc := range []struct {
		name   string
		change func(*guestbookv1.Guestbook)
		want   string
	}{
		{"valid", func(*guestbookv1.Guestbook) {}, ""},
		{"only the required fields", func(g *guestbookv1.Guestbook) { g.Spec = guestbookv1.GuestbookSpec{Title: "t", Replicas: 1} }, ""},
		{"replicas out of range", func(g *guestbookv1.Guestbook) { g.Spec.Replicas = 11 },
			"spec.replicas: Invalid value: 11: must be less than or equal to 10"},
		{"empty title", func(g *guestbookv1.Guestbook) { g.Spec.Title = "" },
			// As the API server reports the CRD's minLength.
			"spec.title: Invalid value: \"\": spec.title in body should be at least 1 chars long"},
		{"enum", func(g *guestbookv1.Guestbook) { g.Spec.Visibility = "Secret" },
			"spec.visibility: Unsupported value: \"Secret\": supported values: \"Public\", \"Private\""},
		{"set with a duplicate and a bad item", func(g *guestbookv1.Guestbook) { g.Spec.Moderators = []string{"ann", "Bad", "ann"} },
			"spec.moderators[1]: Invalid value: \"Bad\": must match the regular expression '^[a-z][a-z0-9-]*$'\nspec.moderators[2]: Duplicate value: \"ann\""},
		{"cross-field CEL rule", func(g *guestbookv1.Guestbook) { g.Spec.MaxEntries = new(int32(1)) },
			"spec: Invalid value: maxEntries must be at least replicas"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := valid()
			tc.change(g)
			if got := review(t, g, nil); got != tc.want {
				t.Errorf("got\n%s\nwant\n%s", got, tc.want)
			}
		})
	}
}

func TestUpdateRatchets(t *testing.T) {
	// Stored before the rules tightened: replicas 20 is out of range.
	old := valid()
	old.Spec.Replicas, old.Spec.MaxEntries = 20, nil
	renamed := old.DeepCopy()
	renamed.Spec.Title = "Guests"
	if got := review(t, renamed, old); got != "" {
		t.Errorf("an unchanged invalid value was reported: %s", got)
	}
	grown := old.DeepCopy()
	grown.Spec.Replicas = 30
	if got, want := review(t, grown, old), "spec.replicas: Invalid value: 30: must be less than or equal to 10"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	// A transition rule runs on update only.
	moved := valid()
	moved.Spec.StorageClass = "slow"
	if got, want := review(t, moved, valid()), "spec.storageClass: Invalid value: \"slow\": storageClass is immutable"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
