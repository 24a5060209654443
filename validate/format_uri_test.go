package validate

import (
	"net/url"
	"testing"
)

// The reference: what the API server's CEL rule isURL(self) &&
// url(self).getScheme() != ” accepts.
func refIsAbsoluteURI(s string) bool {
	u, err := url.ParseRequestURI(s)
	return err == nil && u.Scheme != ""
}

var uriSeeds = []string{
	"", "*", "/", "/a", "a", "a:", ":a", "1a:b", "a1+-.:b", "mailto:x@example.com", "urn:isbn:0451450523", "http:",
	"http://", "http:///", "http:/a", "HTTPS://EXAMPLE.COM", "https://example.com", "https://example.com:8443/a/b?c=d#e",
	"https://example.com:", "https://example.com:x", "https://example.com:1:2", "mongodb://a:1,b:2/db", "ftp://a:1:2/",
	"https://user@host", "https://user:pass@host", "https://us er@host", "https://a@b@host", "https://u%zz@host", "https://u%41@host",
	"https://ho st/", "https://h%41/", "https://h%C3%A9/", "https://h%25/", "https://h%2/", "https://host/%", "https://host/%zz",
	"https://host/a%20b", "https://host?%", "https://host/?", "https://host/??", "a:b?", "https://[::1]/", "https://[::1]:80/",
	"https://[::1]x/", "https://[1.2.3.4]/", "https://[::ffff:1.2.3.4]/", "https://[fe80::1%25eth0]/", "https://[fe80::1%25]/",
	"https://[fe80::1%eth0]/", "https://[fe80::1%25%41]/", "https://[fe80::1%25%00]/", "https://[fe80::1%25a%20b]/", "https://x[::1]/",
	"https://[::1/", "https://::1]/", "https://a]b/", "https://a#b/", "https://host#frag", "a#b:c", "/x#a:b", "https://h\x7f/", "h\tttp://a",
	"https://a/b\x00", "http://a:/", "http://[::1]:/", "http://[::1]:8a/", "s://a b", "s:a b",
}

func FuzzURI(f *testing.F) {
	for _, s := range uriSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := isAbsoluteURI(s), refIsAbsoluteURI(s); got != want {
			t.Errorf("isAbsoluteURI(%q) = %t, url.ParseRequestURI with a scheme says %t", s, got, want)
		}
	})
}

// TestURIAgreesExhaustively mutates URIs of each shape at every position
// with every ASCII byte, and checks the seeds.
func TestURIAgreesExhaustively(t *testing.T) {
	for _, s := range uriSeeds {
		if got, want := isAbsoluteURI(s), refIsAbsoluteURI(s); got != want {
			t.Errorf("isAbsoluteURI(%q) = %t, reference %t", s, got, want)
		}
	}
	bases := []string{"https://u:p@h.example:80/a%20b?q#f", "http://[fe80::1%25e]:1/", "ftp://a:1:2/", "m:o"}
	for _, base := range bases {
		for i := 0; i <= len(base); i++ {
			for c := 0; c < 0x100; c++ {
				ins := string([]byte{byte(c)})
				for _, s := range []string{base[:i] + ins + base[i:], base[:i] + ins + base[min(i+1, len(base)):]} {
					if got, want := isAbsoluteURI(s), refIsAbsoluteURI(s); got != want {
						t.Fatalf("isAbsoluteURI(%q) = %t, reference %t", s, got, want)
					}
				}
			}
		}
	}
	root := Root()
	if errs := URI(&root, "/relative"); len(errs) != 1 || errs[0].Origin != "format=k8s-uri" {
		t.Errorf("URI error: %v", errs)
	}
}
