package cel

import "net/url"

// The Kubernetes URL library: url(s), isURL(s) and the URL accessors.

// ParseURL is url(s): s must be an absolute URI or an absolute path
// (url.ParseRequestURI); the error is the library's.
func ParseURL(s string) (*url.URL, Err) {
	if _, err := url.ParseRequestURI(s); err != nil {
		return nil, Msg("URL parse error during conversion from string: " + err.Error())
	}
	u, err := url.Parse(s)
	if err != nil {
		return nil, Msg("URL parse error during conversion from string: " + err.Error())
	}
	return u, Err{}
}

// IsURL is isURL(s).
func IsURL(s string) bool {
	_, err := url.ParseRequestURI(s)
	return err == nil
}

func URLScheme(u *url.URL) string      { return u.Scheme }
func URLHost(u *url.URL) string        { return u.Host }
func URLHostname(u *url.URL) string    { return u.Hostname() }
func URLPort(u *url.URL) string        { return u.Port() }
func URLEscapedPath(u *url.URL) string { return u.EscapedPath() }

// URLQuery is u.getQuery(): each key's values in order.
func URLQuery(u *url.URL) map[string][]string { return u.Query() }

// URLEqual is u == v: the same serialized URL.
func URLEqual(u, v *url.URL) bool { return u.String() == v.String() }
