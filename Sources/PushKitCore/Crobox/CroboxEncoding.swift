extension JSONTree {
    /// The canonical tree of a Crobox promotions response, in its wire keys: `context`,
    /// then `promotions`;
    /// config members sorted by key.
    public init(_ response: Crobox.Promotions) {
        var context = ObjectBuilder(.croboxContext)
        context.add("sid", response.context.sessionID)
        context.add("pid", response.context.visitorID)
        context.add("groupName", response.context.groupName)
        let campaigns = response.context.campaigns.map { campaign in
            var object = ObjectBuilder(.croboxExperiment)
            object.add("id", campaign.id)
            object.add("name", campaign.name)
            object.add("variantId", campaign.variantID)
            object.add("variantName", campaign.variantName)
            object.add("control", JSONTree.bool(campaign.control))
            object.add(contentsOf: campaign.extra)
            return object.tree
        }
        context.add("experiments", JSONTree.array(campaigns))
        context.add(contentsOf: response.context.extra)
        let promotions = response.promotions.map { promotion in
            var object = ObjectBuilder(.croboxPromotion)
            object.add("id", promotion.id)
            object.add("productId", promotion.productID)
            object.add("campaignId", promotion.campaignID)
            object.add("variantId", promotion.variantID)
            if let content = promotion.content {
                var contentObject = ObjectBuilder(.croboxContent)
                contentObject.add("id", content.messageID)
                contentObject.add("component", content.component)
                var config = ObjectBuilder()
                for key in content.config.keys.sorted() { config.add(key, content.config[key]) }
                contentObject.add("config", config.tree)
                contentObject.add(contentsOf: content.extra)
                object.add("content", contentObject.tree)
            }
            object.add(contentsOf: promotion.extra)
            return object.tree
        }
        var object = ObjectBuilder(.croboxResponse)
        object.add("context", context.tree)
        object.add("promotions", JSONTree.array(promotions))
        object.add(contentsOf: response.extra)
        self = object.tree
    }
}
