// Package types declares types whose validation is generated into two
// packages: ../registered (which registers it) and ../other/external.
package types

type T1 struct {
	TypeMeta int

	List []T2 `json:"list"`
}

type T2 struct {
	// +k8s:minimum=1
	N int `json:"n"`
}
