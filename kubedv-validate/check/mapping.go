package check

import (
	"context"
	"fmt"
	"net/http"
	"strings"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

// This file is kubectl's side of a document's kind: before it sends
// anything, kubectl maps the document's apiVersion and kind to a resource
// of the server's discovery (k8s.io/client-go/restmapper), and a kind the
// server does not serve in that version is refused by kubectl itself, in
// its own words, with no request sent.

// Source is where kubectl read a document, for its words about it.
type Source struct {
	// File is the path as kubectl names it ("STDIN" for standard input).
	File string
	// ListItem: the object is an item of a list document, which kubectl
	// maps after flattening the list, with other words.
	ListItem bool
}

type sourceKey struct{}

// WithSource returns ctx carrying where the object being validated was
// read, so that an answer kubectl gives itself names it as kubectl does.
func WithSource(ctx context.Context, s Source) context.Context {
	return context.WithValue(ctx, sourceKey{}, s)
}

func sourceOf(ctx context.Context) Source {
	s, _ := ctx.Value(sourceKey{}).(Source)
	return s
}

// ServedBy adds f, which says whether the server the validator stands for
// serves gvk, as kubectl's discovery would find it: known is false when f
// cannot tell (a group it does not know). Kinds registered with Add are
// served whatever f says.
func (v *Validator) ServedBy(f func(gvk schema.GroupVersionKind) (served, known bool)) {
	v.mu.Lock()
	defer v.mu.Unlock()
	v.served = append(v.served, f)
}

// Maps reports whether kubectl maps gvk to a resource of the server: a
// kind served in that version, its lower-case spelling, its list kind
// (<Kind>List) or List, all of which kubectl's discovery mapper adds for
// every served kind and version. known is false when nobody can tell (a
// group no registered kind and no ServedBy function knows).
func (v *Validator) Maps(gvk schema.GroupVersionKind) (maps, known bool) {
	v.mu.RLock()
	defer v.mu.RUnlock()
	return v.maps(gvk)
}

func (v *Validator) maps(gvk schema.GroupVersionKind) (maps, known bool) {
	candidates := []schema.GroupVersionKind{gvk}
	if k, ok := strings.CutSuffix(gvk.Kind, "List"); ok && k != "" {
		candidates = append(candidates, gvk.GroupVersion().WithKind(k))
	}
	for _, c := range candidates {
		if v.kinds[c] != nil {
			return true, true
		}
		for known := range v.kinds {
			if known.GroupVersion() == c.GroupVersion() && strings.ToLower(known.Kind) == c.Kind {
				return true, true
			}
		}
	}
	if gvk.Kind == "List" {
		for known := range v.kinds {
			if known.GroupVersion() == gvk.GroupVersion() {
				return true, true
			}
		}
	}
	decided := false
	for _, f := range v.served {
		for _, c := range candidates {
			if served, known := f(c); known {
				if served {
					return true, true
				}
				decided = true
			}
		}
	}
	if decided {
		return false, true
	}
	// A kind known in other versions (a CRD's): this version is not one
	// the server serves.
	for known := range v.kinds {
		for _, c := range candidates {
			if known.GroupKind() == c.GroupKind() {
				return false, true
			}
		}
	}
	return false, false
}

// noKindMatch is kubectl's answer to a document whose kind the server
// does not serve in its version: kubectl's RESTMapping error, wrapped as
// k8s.io/cli-runtime's mapper wraps it (a document read from a file) or
// as its list flattening does (an item of a list). kubectl sends nothing;
// the answer keeps the NotFound of a kind not found.
func noKindMatch(ctx context.Context, gvk schema.GroupVersionKind, obj map[string]any) metav1.Status {
	md, _ := obj["metadata"].(map[string]any)
	name, _ := md["name"].(string)
	ns, _ := md["namespace"].(string)
	return NoKindMatch(sourceOf(ctx), gvk, name, ns)
}

// NoKindMatch is kubectl's answer to an object named name in namespace
// (as the document writes them) whose kind gvk the server does not serve,
// read from src.
func NoKindMatch(src Source, gvk schema.GroupVersionKind, name, namespace string) metav1.Status {
	match := fmt.Sprintf("no matches for kind %q in version %q", gvk.Kind, gvk.GroupVersion().String())
	msg := "unable to recognize " + match
	if !src.ListItem {
		msg = fmt.Sprintf("resource mapping not found for name: %q namespace: %q from %q: %s\nensure CRDs are installed first", name, namespace, src.File, match)
	}
	return metav1.Status{
		Status: metav1.StatusFailure, Code: http.StatusNotFound, Reason: metav1.StatusReasonNotFound, Message: msg,
		Details: &metav1.StatusDetails{Group: gvk.Group, Kind: gvk.Kind},
	}
}
