// Command servergolden asks a running kube-apiserver (see
// ../shared/compat/kube-apiserver.sh) what it answers to the test corpus,
// and writes the answers as golden files that the tests compare
// kubedv-validate with, so that CI needs no server. hack/server-golden.sh
// runs it.
//
// Every CRD of --local-crds is applied for real (its answer recorded);
// every document of the manifests (custom resources and the native kinds
// of native.Resources) is then sent as kubectl apply
// --dry-run=server sends a new object (a create with
// fieldValidation=Strict). A document paired with an --old one is an
// update: the old manifest is applied for real first (server-side, field
// manager kubectl), the new one is sent as kubectl apply --server-side
// --dry-run=server sends it, and the object is deleted afterwards.
package main

import (
	"bytes"
	"crypto/tls"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"regexp"
	"sort"
	"strings"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/validation"
	kubectlutil "k8s.io/kubectl/pkg/util"

	"github.com/kubedv/kubedv/kubedv-validate/check"
	"github.com/kubedv/kubedv/kubedv-validate/manifest"
	"github.com/kubedv/kubedv/kubedv-validate/native"
)

// Answer is one golden entry.
type Answer struct {
	File   string `json:"file"`
	Index  int    `json:"index"`
	Item   int    `json:"item"`
	Update bool   `json:"update,omitempty"`
	// OldRefused: the server refuses the old manifest itself (a ratchet
	// case: it was valid under an older schema), so it cannot answer the
	// update; Status is then the old manifest's answer.
	OldRefused bool `json:"oldRefused,omitempty"`
	// Kubectl: kubectl refused the document itself (a kind the server
	// does not serve), sending nothing; Status holds its words, as the
	// 404 NotFound of a kind not found.
	Kubectl bool          `json:"kubectl,omitempty"`
	Status  metav1.Status `json:"status"`
}

type resource struct {
	plural     string
	namespaced bool
}

type client struct {
	base, token string
	http        *http.Client
}

func main() {
	server := flag.String("server", "https://127.0.0.1:16443", "kube-apiserver URL")
	tokenFile := flag.String("token-file", "", "file holding a bearer token")
	crdDir := flag.String("local-crds", "", "CRD directory (none: no CRDs)")
	oldDir := flag.String("old", "", "old manifests")
	discoveryOut := flag.String("discovery", "", "also write the kinds the server's discovery serves, by version, to this file")
	kubectl := flag.String("kubectl", "", "kubectl, to record its own answers to the documents it refuses without a request")
	kubeconfig := flag.String("kubeconfig", "", "the kubeconfig kubectl uses")
	flag.Parse()
	tok, err := os.ReadFile(*tokenFile)
	if err != nil {
		fail(err)
	}
	c := &client{base: *server, token: strings.TrimSpace(string(tok)), http: &http.Client{
		Timeout:   30 * time.Second,
		Transport: &http.Transport{TLSClientConfig: &tls.Config{InsecureSkipVerify: true}}, // loopback test server
	}}
	var crds []manifest.Document
	if *crdDir != "" {
		crds = read(*crdDir)
	}
	if *discoveryOut != "" {
		crdGroups := map[string]bool{}
		for _, d := range crds {
			if d.Object != nil {
				crdGroups[nested(d.Object, "spec", "group")] = true
			}
		}
		c.writeDiscovery(*discoveryOut, crdGroups)
	}
	var answers []Answer
	resources := map[string]resource{} // "group/Kind"
	for _, d := range crds {
		if d.Object == nil {
			continue
		}
		if gvk, err := check.GVK(d.Object); err != nil || gvk != check.CRDKind {
			continue
		}
		name := nested(d.Object, "metadata", "name")
		s := c.apply("/apis/apiextensions.k8s.io/v1/customresourcedefinitions/"+name, d.Object, false)
		answers = append(answers, Answer{File: d.File, Index: d.Index, Item: d.Item, Status: s})
		if s.Status == metav1.StatusSuccess {
			resources[nested(d.Object, "spec", "group")+"/"+nested(d.Object, "spec", "names", "kind")] = resource{
				plural: nested(d.Object, "spec", "names", "plural"), namespaced: nested(d.Object, "spec", "scope") == "Namespaced",
			}
		}
	}
	for _, r := range native.Resources() {
		resources[r.Group+"/"+r.Kind] = resource{plural: r.Resource, namespaced: r.Strategy.NamespaceScoped()}
	}
	time.Sleep(3 * time.Second) // let the CRDs become established and served
	old := map[string]map[string]any{}
	for _, d := range read(*oldDir) {
		if d.Object != nil {
			old[key(d.Object)] = d.Object
		}
	}
	docs := read(flag.Args()...)
	refused := map[string]metav1.Status{}
	if *kubectl != "" {
		refused = kubectlRefuses(*kubectl, *kubeconfig, docs)
	}
	c.createNamespaces(docs, resources)
	for _, d := range docs {
		if d.Object == nil {
			continue // the reader's errors are the client's, not the server's
		}
		if s, ok := refused[docID(d)]; ok {
			answers = append(answers, Answer{File: d.File, Index: d.Index, Item: d.Item, Kubectl: true, Status: s})
			continue
		}
		gvk, err := check.GVK(d.Object)
		if err != nil {
			continue
		}
		res, ok := resources[gvk.Group+"/"+gvk.Kind]
		if !ok {
			continue
		}
		ns := nested(d.Object, "metadata", "namespace")
		if ns == "" && res.namespaced {
			ns = check.DefaultNamespace
		}
		path := "/apis/" + gvk.GroupVersion().String()
		if gvk.Group == "" {
			path = "/api/" + gvk.Version
		}
		if res.namespaced {
			path += "/namespaces/" + ns
		}
		path += "/" + res.plural
		a := Answer{File: d.File, Index: d.Index, Item: d.Item}
		prev := old[key(d.Object)]
		if prev == nil {
			a.Status = c.create(path, clientSideApply(kubectlSends(d.Object, ns, res.namespaced)))
			answers = append(answers, a)
			continue
		}
		path += "/" + nested(d.Object, "metadata", "name")
		a.Update = true
		if s := c.apply(path, kubectlSends(prev, ns, res.namespaced), false); s.Status != metav1.StatusSuccess {
			if s.Reason == metav1.StatusReasonNotFound && s.Details != nil && s.Details.Kind == "namespaces" {
				// No such namespace can exist: the answer to the new
				// manifest is the same, and it is the server's.
				a.Status = c.apply(path, kubectlSends(d.Object, ns, res.namespaced), true)
				answers = append(answers, a)
				continue
			}
			a.OldRefused, a.Status = true, s
			answers = append(answers, a)
			continue
		}
		a.Status = c.apply(path, kubectlSends(d.Object, ns, res.namespaced), true)
		c.delete(path)
		answers = append(answers, a)
	}
	out, err := json.MarshalIndent(answers, "", "  ")
	if err != nil {
		fail(err)
	}
	fmt.Println(string(out))
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "servergolden:", err)
	os.Exit(1)
}

func read(paths ...string) []manifest.Document {
	var docs []manifest.Document
	files, err := manifest.Files(paths)
	if err != nil {
		fail(err)
	}
	r := &manifest.Reader{}
	for _, f := range files {
		if err := r.ReadFile(f, func(d manifest.Document) { docs = append(docs, d) }); err != nil {
			fail(err)
		}
	}
	return docs
}

func nested(obj map[string]any, path ...string) string {
	var cur any = obj
	for _, p := range path {
		m, _ := cur.(map[string]any)
		cur = m[p]
	}
	s, _ := cur.(string)
	return s
}

func key(obj map[string]any) string {
	return strings.Join([]string{nested(obj, "apiVersion"), nested(obj, "kind"), nested(obj, "metadata", "namespace"), nested(obj, "metadata", "name")}, "|")
}

// apply sends obj as kubectl apply --server-side does, as a dry run or
// for real, and returns the server's answer (Success for an object).
func (c *client) apply(path string, obj map[string]any, dryRun bool) metav1.Status {
	body, err := json.Marshal(obj)
	if err != nil {
		fail(err)
	}
	q := url.Values{"fieldManager": {"kubectl"}, "fieldValidation": {"Strict"}, "force": {"true"}}
	if dryRun {
		q.Set("dryRun", "All")
	}
	return c.do("PATCH", path+"?"+q.Encode(), "application/apply-patch+yaml", body)
}

// create sends obj as kubectl apply --dry-run=server sends a new object
// (with its last-applied annotation: clientSideApply).
func (c *client) create(path string, obj map[string]any) metav1.Status {
	body, err := json.Marshal(obj)
	if err != nil {
		fail(err)
	}
	q := url.Values{"fieldManager": {"kubectl-client-side-apply"}, "fieldValidation": {"Strict"}, "dryRun": {"All"}}
	return c.do("POST", path+"?"+q.Encode(), "application/json", body)
}

// delete deletes the object at path and drops its finalizers (a
// PersistentVolumeClaim's protection): no controller runs to remove them.
func (c *client) delete(path string) {
	c.do("DELETE", path, "", nil)
	c.do("PATCH", path, "application/merge-patch+json", []byte(`{"metadata":{"finalizers":null}}`))
}

// createNamespaces creates, for real, the namespaces other than default
// that namespaced documents name, as a cluster they are applied to has
// them (the NamespaceLifecycle admission refuses objects of a namespace
// that does not exist).
func (c *client) createNamespaces(docs []manifest.Document, resources map[string]resource) {
	seen := map[string]bool{check.DefaultNamespace: true}
	for _, d := range docs {
		gvk, err := check.GVK(d.Object)
		ns := nested(d.Object, "metadata", "namespace")
		if d.Object == nil || err != nil || !resources[gvk.Group+"/"+gvk.Kind].namespaced || seen[ns] || ns == "" {
			continue
		}
		if len(validation.IsDNS1123Label(ns)) > 0 {
			continue // no namespace can have that name: the corpus tests the server's answer to it
		}
		seen[ns] = true
		s := c.do("POST", "/api/v1/namespaces", "application/json", []byte(fmt.Sprintf(`{"apiVersion":"v1","kind":"Namespace","metadata":{"name":%q}}`, ns)))
		if s.Status != metav1.StatusSuccess && s.Reason != metav1.StatusReasonAlreadyExists {
			fail(fmt.Errorf("creating namespace %s: %s", ns, s.Message))
		}
	}
}

func (c *client) do(method, path, contentType string, body []byte) metav1.Status {
	req, err := http.NewRequest(method, c.base+path, bytes.NewReader(body))
	if err != nil {
		fail(err)
	}
	req.Header.Set("Authorization", "Bearer "+c.token)
	req.Header.Set("Accept", "application/json")
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	resp, err := c.http.Do(req)
	if err != nil {
		fail(err)
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		fail(err)
	}
	if resp.StatusCode < 300 {
		return check.Success()
	}
	var s metav1.Status
	if err := json.Unmarshal(data, &s); err != nil || s.Kind != "Status" {
		fail(fmt.Errorf("%s %s: %d %s", method, path, resp.StatusCode, data))
	}
	s.TypeMeta = metav1.TypeMeta{}
	return s
}

// ServedKinds is one API version of the server's discovery and the kinds
// of its resources (subresources left out, as kubectl's mapper leaves
// them out).
type ServedKinds struct {
	GroupVersion string   `json:"groupVersion"`
	Kinds        []string `json:"kinds"`
}

// writeDiscovery writes what the server serves on its own (the groups of
// the corpus' CRDs left out, applied by an earlier run): its kinds, by
// version.
func (c *client) writeDiscovery(file string, crdGroups map[string]bool) {
	var groups metav1.APIGroupList
	c.get("/apis", &groups)
	paths := []string{"/api/v1"}
	for _, g := range groups.Groups {
		if crdGroups[g.Name] {
			continue
		}
		for _, v := range g.Versions {
			paths = append(paths, "/apis/"+v.GroupVersion)
		}
	}
	var out []ServedKinds
	for _, p := range paths {
		var list metav1.APIResourceList
		c.get(p, &list)
		sk := ServedKinds{GroupVersion: list.GroupVersion, Kinds: []string{}}
		seen := map[string]bool{}
		for _, r := range list.APIResources {
			if !strings.Contains(r.Name, "/") && !seen[r.Kind] {
				seen[r.Kind] = true
				sk.Kinds = append(sk.Kinds, r.Kind)
			}
		}
		sort.Strings(sk.Kinds)
		out = append(out, sk)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].GroupVersion < out[j].GroupVersion })
	data, err := json.MarshalIndent(out, "", "  ")
	if err != nil {
		fail(err)
	}
	if err := os.WriteFile(file, append(data, '\n'), 0o644); err != nil {
		fail(err)
	}
}

func (c *client) get(path string, into any) {
	req, err := http.NewRequest("GET", c.base+path, nil)
	if err != nil {
		fail(err)
	}
	req.Header.Set("Authorization", "Bearer "+c.token)
	req.Header.Set("Accept", "application/json")
	resp, err := c.http.Do(req)
	if err != nil {
		fail(err)
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	if err != nil || resp.StatusCode != http.StatusOK {
		fail(fmt.Errorf("GET %s: %d %s %v", path, resp.StatusCode, data, err))
	}
	if err := json.Unmarshal(data, into); err != nil {
		fail(fmt.Errorf("GET %s: %w", path, err))
	}
}

func docID(d manifest.Document) string { return fmt.Sprintf("%s#%d.%d", d.File, d.Index, d.Item) }

var (
	mappingNotFound = regexp.MustCompile(`resource mapping not found for name: "([^"]*)" namespace: "([^"]*)" from "([^"]*)": no matches for kind "([^"]*)" in version "([^"]*)"\nensure CRDs are installed first`)
	unrecognized    = regexp.MustCompile(`unable to recognize no matches for kind "([^"]*)" in version "([^"]*)"`)
)

// kubectlRefuses runs kubectl apply --dry-run=server on each file of docs
// and returns, by document, kubectl's own answer to those it refuses
// before sending anything (a kind the server does not serve): a document's
// (or its list's) mapping error, an item's.
func kubectlRefuses(kubectl, kubeconfig string, docs []manifest.Document) map[string]metav1.Status {
	out := map[string]metav1.Status{}
	done := map[string]bool{}
	for _, d := range docs {
		if done[d.File] {
			continue
		}
		done[d.File] = true
		cmd := exec.Command(kubectl, "--kubeconfig", kubeconfig, "apply", "--dry-run=server", "-f", d.File)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		_ = cmd.Run() // refusals are its exit code 1
		msg := stderr.String()
		for _, e := range docs {
			if e.File != d.File || e.Object == nil {
				continue
			}
			api, kind := nested(e.Object, "apiVersion"), nested(e.Object, "kind")
			var words string
			if e.List == nil {
				words = findMapping(msg, nested(e.Object, "metadata", "name"), nested(e.Object, "metadata", "namespace"), d.File, kind, api)
			} else if words = findMapping(msg, "", "", d.File, e.List.Kind, e.List.APIVersion); words == "" {
				for _, m := range unrecognized.FindAllStringSubmatch(msg, -1) {
					if m[1] == kind && m[2] == api {
						words = m[0]
					}
				}
			}
			if words != "" {
				gvk, _ := check.GVK(e.Object)
				out[docID(e)] = metav1.Status{Status: metav1.StatusFailure, Code: http.StatusNotFound, Reason: metav1.StatusReasonNotFound,
					Message: words, Details: &metav1.StatusDetails{Group: gvk.Group, Kind: gvk.Kind}}
			}
		}
	}
	return out
}

func findMapping(msg, name, ns, file, kind, api string) string {
	for _, m := range mappingNotFound.FindAllStringSubmatch(msg, -1) {
		if m[1] == name && m[2] == ns && m[3] == file && m[4] == kind && m[5] == api {
			return m[0]
		}
	}
	return ""
}

// kubectlSends is obj as kubectl's builder sends it: in namespace ns when
// its kind is namespaced, in none otherwise.
func kubectlSends(obj map[string]any, ns string, namespaced bool) map[string]any {
	u := &unstructured.Unstructured{Object: runtime.DeepCopyJSON(obj)}
	if namespaced {
		u.SetNamespace(ns)
	} else {
		u.SetNamespace("")
	}
	return u.Object
}

// clientSideApply is obj as plain kubectl apply creates it, with kubectl's
// own code: the last-applied annotation, then the nulls pruned.
func clientSideApply(obj map[string]any) map[string]any {
	u := &unstructured.Unstructured{Object: obj}
	if err := kubectlutil.CreateApplyAnnotation(u, unstructured.UnstructuredJSONScheme); err != nil {
		fail(err)
	}
	pruneNulls(u.Object)
	return u.Object
}

func pruneNulls(v any) {
	switch v := v.(type) {
	case map[string]any:
		for k, val := range v {
			if val == nil {
				delete(v, k)
			} else {
				pruneNulls(val)
			}
		}
	case []any:
		for _, val := range v {
			pruneNulls(val)
		}
	}
}
