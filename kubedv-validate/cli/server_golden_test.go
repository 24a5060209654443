package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"net/netip"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	"github.com/kubedv/kubedv/kubedv-validate/check"
	"github.com/kubedv/kubedv/kubedv-validate/manifest"
	"github.com/kubedv/kubedv/kubedv-validate/native"
)

// serverAnswer is an entry of testdata/server/golden.json, written by
// hack/server-golden.sh from a real kube-apiserver v1.37.2.
type serverAnswer struct {
	File       string        `json:"file"`
	Index      int           `json:"index"`
	Item       int           `json:"item"`
	Update     bool          `json:"update"`
	OldRefused bool          `json:"oldRefused"`
	Kubectl    bool          `json:"kubectl"`
	Status     metav1.Status `json:"status"`
}

// TestServerGolden compares kubedv-validate's answer for every document
// of the corpus with kube-apiserver's: same verdict, code, reason and
// causes (type, field, message), creates and updates alike. The golden
// file is written by hack/server-golden.sh; until it is committed, the
// test says so and skips.
func TestServerGolden(t *testing.T) {
	data, err := os.ReadFile(td("server/golden.json"))
	if errors.Is(err, fs.ErrNotExist) {
		t.Skip("no testdata/server/golden.json yet: run hack/server-golden.sh")
	}
	if err != nil {
		t.Fatal(err)
	}
	var golden []serverAnswer
	if err := json.Unmarshal(data, &golden); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	v := check.New()
	v.AddCRDKind()
	if err := corpusCluster().Add(v); err != nil {
		t.Fatal(err)
	}
	r := &manifest.Reader{}
	crdFiles, _ := manifest.Files([]string{td("crds")})
	results, err := loadCRDs(ctx, v, r, crdFiles)
	if err != nil {
		t.Fatal(err)
	}
	oldFiles, _ := manifest.Files([]string{td("old")})
	old, _, err := readOld(v, r, oldFiles)
	if err != nil {
		t.Fatal(err)
	}
	files, _ := manifest.Files([]string{td("new")})
	// The server was asked the creates as plain kubectl apply sends them
	// (the last-applied annotation), the updates as kubectl apply
	// --server-side does.
	creates, err := runAll(ctx, v, r, files, old, clientSide, 0)
	if err != nil {
		t.Fatal(err)
	}
	updates, err := runAll(ctx, v, r, files, old, serverSide, 0)
	if err != nil {
		t.Fatal(err)
	}
	ours := map[string]Result{}
	for _, res := range results {
		ours[docID(strings.TrimPrefix(filepath.ToSlash(res.File), "../"), res.Index, res.Item)] = res
	}
	for i, res := range creates {
		if res.Update {
			res = updates[i]
		}
		ours[docID(strings.TrimPrefix(filepath.ToSlash(res.File), "../"), res.Index, res.Item)] = res
	}
	compared, kubectlAnswers := 0, 0
	for _, g := range golden {
		id := docID(g.File, g.Index, g.Item)
		if g.OldRefused {
			continue // a ratchet case the server cannot set up
		}
		compared++
		res, ok := ours[id]
		if !ok {
			if g.Status.Status != metav1.StatusSuccess {
				t.Errorf("%s: the server refuses it (%s), kubedv-validate has no answer", id, g.Status.Message)
			}
			continue // a valid CRD has no result
		}
		if res.Update != g.Update {
			t.Errorf("%s: update %v, the server's %v", id, res.Update, g.Update)
		}
		if diff := compareStatus(res.Status, g.Status); diff != "" {
			t.Errorf("%s: %s", id, diff)
		}
		if g.Kubectl {
			// kubectl's own words, naming the file as the server-golden
			// script named it.
			if msg := strings.ReplaceAll(res.Status.Message, `from "../testdata/`, `from "testdata/`); msg != g.Status.Message {
				t.Errorf("%s: message %q, kubectl's %q", id, msg, g.Status.Message)
			}
			kubectlAnswers++
		}
	}
	if compared < 60 || kubectlAnswers < 5 {
		t.Errorf("only %d documents compared, %d of them kubectl's own answers", compared, kubectlAnswers)
	}
}

// corpusCluster is the cluster testdata/server/golden.json was recorded
// on: kube-apiserver.sh's, --service-cluster-ip-range 10.96.0.0/24 (the
// default, 10.0.0.0/24, would refuse the corpus' cluster IPs), the other
// options kube-apiserver's defaults.
func corpusCluster() native.Cluster {
	c := native.DefaultCluster()
	c.ServiceClusterIPRange = []netip.Prefix{netip.MustParsePrefix("10.96.0.0/24")}
	return c
}

func docID(file string, index, item int) string {
	return fmt.Sprintf("%s#%d.%d", file, index, item)
}

// compareStatus returns how ours differs from the server's.
func compareStatus(ours, server metav1.Status) string {
	if ours.Status != server.Status || ours.Code != server.Code || ours.Reason != server.Reason {
		return fmt.Sprintf("got %s %d %s (%s), the server %s %d %s (%s)", ours.Status, ours.Code, ours.Reason, ours.Message, server.Status, server.Code, server.Reason, server.Message)
	}
	if ours.Reason == metav1.StatusReasonBadRequest {
		// Strict decoding: the server lists the fields in its message in
		// an order of its own; the causes are ours.
		if a, b := sortedParts(ours.Message), sortedParts(server.Message); !slices.Equal(a, b) {
			return fmt.Sprintf("message %q, the server's %q", ours.Message, server.Message)
		}
		return ""
	}
	if ours.Code == http.StatusInternalServerError {
		// The merge of a server-side apply names the first unknown field
		// it meets, walking maps in random order (the server too): any
		// one of them may be named.
		a := undeclared.ReplaceAllString(ours.Message, "$1<field>$2")
		b := undeclared.ReplaceAllString(server.Message, "$1<field>$2")
		if a != b {
			return fmt.Sprintf("message %q, the server's %q", ours.Message, server.Message)
		}
		return ""
	}
	a, b := causeSet(ours), causeSet(server)
	if !slices.Equal(a, b) {
		return fmt.Sprintf("causes\n\t%s\nthe server's\n\t%s", strings.Join(a, "\n\t"), strings.Join(b, "\n\t"))
	}
	return ""
}

// sortedParts splits a strict decoding message into its prefix (the
// request handler's words) and the fields it lists, sorted.
func sortedParts(msg string) []string {
	prefix, fields, _ := strings.Cut(msg, "strict decoding error: ")
	parts := strings.Split(fields, ", ")
	slices.Sort(parts)
	return append([]string{prefix}, parts...)
}

var undeclared = regexp.MustCompile(`(\): )\.\S+(: field not declared in schema)$`)

// uids matches the UIDs the server gives an object on create: random
// there, fixed here (a Job's selector and labels carry its UID).
var uids = regexp.MustCompile(`[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}`)

func causeSet(s metav1.Status) []string {
	var out []string
	for _, c := range causes(s) {
		out = append(out, fmt.Sprintf("%s %s: %s", c.Type, c.Field, uids.ReplaceAllString(c.Message, "<uid>")))
	}
	slices.Sort(out)
	return out
}
