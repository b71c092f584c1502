package org.stratagem.engine.search.common;

import java.util.function.Predicate;
import org.stratagem.engine.api.GameTraits;
import org.stratagem.engine.api.search.Searcher;

/**
 * What every strategy's component says of itself: its id (the same as its
 * {@link org.stratagem.engine.api.ServiceProperties#STRATEGY_ID} property) and the kinds of game it
 * supports (see {@link GameKinds}).
 */
public abstract class SearcherComponent implements Searcher {
    private final String id;
    private final Predicate<GameTraits> supported;

    /**
     * @param id        the strategy id
     * @param supported the kinds of game it supports
     */
    protected SearcherComponent(String id, Predicate<GameTraits> supported) {
        this.id = id;
        this.supported = supported;
    }

    @Override
    public final String id() {
        return id;
    }

    @Override
    public final boolean supports(GameTraits traits) {
        return supported.test(traits);
    }
}
