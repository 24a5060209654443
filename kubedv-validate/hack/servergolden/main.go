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
	"strings"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

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
	OldRefused bool          `json:"oldRefused,omitempty"`
	Status     metav1.Status `json:"status"`
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
	crdDir := flag.String("local-crds", "", "CRD directory")
	oldDir := flag.String("old", "", "old manifests")
	flag.Parse()
	tok, err := os.ReadFile(*tokenFile)
	if err != nil {
		fail(err)
	}
	c := &client{base: *server, token: strings.TrimSpace(string(tok)), http: &http.Client{
		Timeout:   30 * time.Second,
		Transport: &http.Transport{TLSClientConfig: &tls.Config{InsecureSkipVerify: true}}, // loopback test server
	}}
	var answers []Answer
	resources := map[string]resource{} // "group/Kind"
	crds := read(*crdDir)
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
	c.createNamespaces(docs, resources)
	for _, d := range docs {
		if d.Object == nil {
			continue // the reader's errors are the client's, not the server's
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
			a.Status = c.create(path, d.Object)
			answers = append(answers, a)
			continue
		}
		path += "/" + nested(d.Object, "metadata", "name")
		a.Update = true
		if s := c.apply(path, prev, false); s.Status != metav1.StatusSuccess {
			a.OldRefused, a.Status = true, s
			answers = append(answers, a)
			continue
		}
		a.Status = c.apply(path, d.Object, true)
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

// create sends obj as kubectl apply --dry-run=server sends a new object.
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
