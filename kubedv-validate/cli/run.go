package cli

import (
	"context"
	"fmt"
	"net/http"
	"runtime"
	"strings"
	"sync"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	"github.com/kubedv/kubedv/kubedv-validate/check"
	"github.com/kubedv/kubedv/kubedv-validate/manifest"
)

// objectKey pairs an object with its old version.
type objectKey struct{ apiVersion, kind, namespace, name string }

func keyOf(obj map[string]any) objectKey {
	api, _ := obj["apiVersion"].(string)
	kind, _ := obj["kind"].(string)
	md, _ := obj["metadata"].(map[string]any)
	ns, _ := md["namespace"].(string)
	name, _ := md["name"].(string)
	return objectKey{api, kind, ns, name}
}

// pairKey is obj's key for pairing with its old version: the namespace
// the one kubectl sends the object to (a namespaced object without one is
// in the default namespace, a cluster-scoped object is in none).
func pairKey(v *check.Validator, obj map[string]any) objectKey {
	k := keyOf(obj)
	k.namespace = v.Namespace(obj)
	return k
}

func (k objectKey) String() string {
	s := k.apiVersion + " " + k.kind + " "
	if k.namespace != "" {
		s += k.namespace + "/"
	}
	return s + k.name
}

// applyMode is how kubectl apply sends the documents.
type applyMode int

const (
	// clientSide is plain kubectl apply: the last-applied-configuration
	// annotation added (check.Validator.ClientSideApply), old and new.
	clientSide applyMode = iota
	// serverSide is kubectl apply --server-side: the manifest as it is.
	serverSide
)

// run validates every document of files, in parallel, and passes the
// results to emit in reading order, as they are ready: only the documents
// in flight and the results waiting for an earlier one are held, so that
// memory does not grow with the input. It returns the number of documents.
func run(ctx context.Context, v *check.Validator, r *manifest.Reader, files []string, old map[objectKey]map[string]any, mode applyMode, workers int, emit func(Result)) (int, error) {
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	type job struct {
		seq int
		doc manifest.Document
	}
	type done struct {
		seq int
		res Result
	}
	jobs := make(chan job, workers*2)
	results := make(chan done, workers*2)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				results <- done{j.seq, validateDocument(ctx, v, &j.doc, old, mode)}
			}
		}()
	}
	emitted := make(chan struct{})
	go func() {
		defer close(emitted)
		pending := map[int]Result{}
		next := 0
		for d := range results {
			pending[d.seq] = d.res
			for res, ok := pending[next]; ok; res, ok = pending[next] {
				delete(pending, next)
				emit(res)
				next++
			}
		}
	}()
	var readErr error
	seq := 0
	for _, f := range files {
		err := r.ReadFile(f, func(d manifest.Document) {
			jobs <- job{seq, d}
			seq++
		})
		if err != nil {
			readErr = fmt.Errorf("reading %s: %w", f, err)
			break
		}
	}
	close(jobs)
	wg.Wait()
	close(results)
	<-emitted
	return seq, readErr
}

// runAll is run with the results collected.
func runAll(ctx context.Context, v *check.Validator, r *manifest.Reader, files []string, old map[objectKey]map[string]any, mode applyMode, workers int) ([]Result, error) {
	var out []Result
	_, err := run(ctx, v, r, files, old, mode, workers, func(res Result) { out = append(out, res) })
	return out, err
}

func validateDocument(ctx context.Context, v *check.Validator, d *manifest.Document, old map[objectKey]map[string]any, mode applyMode) Result {
	res := Result{File: d.File, Index: d.Index, Item: d.Item, Pos: d.Pos}
	switch {
	case d.Err != nil:
		res.Pos = d.Err.Pos
		res.Status = readError(d.Err)
		return res
	case d.Empty():
		res.Empty = true
		res.Status = check.Success()
		return res
	}
	key := keyOf(d.Object)
	if key.apiVersion != "" && key.kind != "" {
		res.Object = key.String()
	}
	src := check.Source{File: d.File, ListItem: d.List != nil}
	if src.File == "-" {
		src.File = "STDIN" // kubectl's name for it
	}
	if d.List != nil {
		if status, refused := listRefused(v, src, d.List); refused {
			res.Status = status
			return res
		}
	}
	if status, refused := generateNameRefused(v, d.Object); refused {
		res.Status = status
		return res
	}
	ctx = check.WithSource(ctx, src)
	var prev map[string]any
	if len(old) > 0 {
		prev = old[pairKey(v, d.Object)]
	}
	res.Update = prev != nil
	send := v.KubectlSends
	if mode == clientSide {
		send = v.ClientSideApply
		ctx = check.WithClientSideApply(ctx)
	}
	obj := send(d.Object)
	if prev != nil {
		prev = send(prev)
	}
	res.Status = v.Validate(ctx, obj, prev)
	if res.Status.Code == http.StatusInternalServerError && res.Status.Reason == "" {
		if f := mergeErrorField(d.Object, res.Status.Message); f != "" {
			res.Pos = sourcePos(d, f) // the server's answer names the field in its message only
		}
	}
	for _, c := range causes(res.Status) {
		res.CausePos = append(res.CausePos, sourcePos(d, c.Field))
	}
	return res
}

// listRefused is kubectl's answer to an item of a list kubectl does not
// flatten: it maps the list's own apiVersion and kind first (List, or
// <Kind>List of a kind served in that version), and refuses the whole
// document when the server serves neither; every item gets that answer.
// kubectl names no object there (a list has no name to its metadata
// accessor).
func listRefused(v *check.Validator, src check.Source, list *manifest.ListOf) (metav1.Status, bool) {
	gvk, err := check.GVK(map[string]any{"apiVersion": list.APIVersion, "kind": list.Kind})
	if err != nil {
		return check.BadRequest(fmt.Sprintf("Object 'Kind' is missing or invalid: %v", err)), true
	}
	if maps, known := v.Maps(gvk); known && !maps {
		src.ListItem = false
		return check.NoKindMatch(src, gvk, "", ""), true
	}
	return metav1.Status{}, false
}

// generateNameRefused is kubectl apply's answer to an object with a
// generateName and no name, server-side or not: apply names what it
// applies, so kubectl refuses it once it has mapped the kind (a kind the
// server does not serve is refused for that first, by Validate).
func generateNameRefused(v *check.Validator, obj map[string]any) (metav1.Status, bool) {
	md, _ := obj["metadata"].(map[string]any)
	name, _ := md["name"].(string)
	generateName, _ := md["generateName"].(string)
	if name != "" || generateName == "" {
		return metav1.Status{}, false
	}
	gvk, err := check.GVK(obj)
	if err != nil {
		return metav1.Status{}, false
	}
	if maps, _ := v.Maps(gvk); !maps {
		return metav1.Status{}, false
	}
	return check.BadRequest("from " + generateName + ": cannot use generate name with apply"), true
}

// readOld reads the --old manifests: every object by its key. Documents
// the reader refuses are returned as results, to be reported.
func readOld(v *check.Validator, r *manifest.Reader, files []string) (map[objectKey]map[string]any, []Result, error) {
	out := map[objectKey]map[string]any{}
	var bad []Result
	for _, f := range files {
		err := r.ReadFile(f, func(d manifest.Document) {
			switch {
			case d.Err != nil:
				bad = append(bad, Result{File: d.File, Index: d.Index, Item: d.Item, Pos: d.Err.Pos, Status: readError(d.Err)})
			case !d.Empty():
				// An object without a name is no object to update: a
				// document without one is always a create.
				if k := pairKey(v, d.Object); k.name != "" && out[k] == nil {
					out[k] = d.Object
				}
			}
		})
		if err != nil {
			return nil, nil, err
		}
	}
	return out, bad, nil
}

// loadCRDs registers the CRDs found in files; other documents are
// skipped, as kubectl-validate skips them. Invalid CRDs and documents the
// reader refuses are returned as results.
func loadCRDs(ctx context.Context, v *check.Validator, r *manifest.Reader, files []string) ([]Result, error) {
	var out []Result
	for _, f := range files {
		err := r.ReadFile(f, func(d manifest.Document) {
			if d.Err != nil {
				out = append(out, Result{File: d.File, Index: d.Index, Item: d.Item, Pos: d.Err.Pos, Status: readError(d.Err)})
				return
			}
			if d.Empty() {
				return
			}
			if gvk, err := check.GVK(d.Object); err != nil || gvk != check.CRDKind {
				return
			}
			status := v.AddCRD(ctx, d.Object)
			if status.Status == "Success" {
				return
			}
			res := Result{File: d.File, Index: d.Index, Item: d.Item, Pos: d.Pos, Object: keyOf(d.Object).String(), Status: status}
			for _, c := range causes(status) {
				res.CausePos = append(res.CausePos, sourcePos(&d, c.Field))
			}
			out = append(out, res)
		})
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}

// sourcePos finds a cause's field in the source. A CRD's errors name its
// internal form, where a schema all versions share is spec.validation:
// in the source it is the first version's.
func sourcePos(d *manifest.Document, fieldPath string) manifest.Pos {
	fieldPath = strings.TrimPrefix(fieldPath, ".")
	if rest, ok := strings.CutPrefix(fieldPath, "spec.validation."); ok {
		if gvk, err := check.GVK(d.Object); err == nil && gvk == check.CRDKind {
			fieldPath = "spec.versions[0].schema." + rest
		}
	}
	return d.At(fieldPath)
}
