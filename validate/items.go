package validate

import "k8s.io/apimachinery/pkg/util/validation/field"

// ItemAdded reports an item that may not join its list on update (an item
// selected with +k8s:item and +k8s:update=NoSet), at the item's path.
func ItemAdded(p *Path) field.ErrorList {
	return one(at(p, field.Forbidden(nil, itemAddedDetail), updateOrigin))
}

// ItemRemoved reports an item that may not leave its list on update (an
// item selected with +k8s:item whose rules forbid removal), at the list's
// path, as Kubernetes reports removals.
func ItemRemoved(p *Path) field.ErrorList { return one(itemRemoved(p)) }
