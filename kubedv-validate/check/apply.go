package check

// applied is the object a server-side apply of manifest makes of stored,
// the object that applying old created (with its defaults and what the
// server set), when one field manager applied both: the fields of
// manifest win, the fields old set that manifest no longer sets are
// removed, and the fields only the server set stay. Maps merge key by key;
// lists and scalars are replaced by manifest's (its defaults are applied
// again when the result is decoded). None of the arguments is modified.
func applied(stored, old, manifest map[string]any) map[string]any {
	out := make(map[string]any, len(stored)+len(manifest))
	for k, v := range stored {
		if _, set := manifest[k]; set {
			continue
		}
		if _, owned := old[k]; owned {
			continue // the manager no longer sets it
		}
		out[k] = v
	}
	for k, v := range manifest {
		m, isMap := v.(map[string]any)
		s, storedMap := stored[k].(map[string]any)
		if isMap && storedMap {
			o, _ := old[k].(map[string]any)
			out[k] = applied(s, o, m)
			continue
		}
		out[k] = v
	}
	return out
}
