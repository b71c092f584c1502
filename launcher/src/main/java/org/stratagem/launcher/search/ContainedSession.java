package org.stratagem.launcher.search;

import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.SearchSession;
import org.stratagem.engine.api.search.Searcher;
import org.stratagem.launcher.catalog.Provider;

/**
 * A search session bound to a strategy id rather than to one provider: before each search it takes
 * the preferred provider of the moment, and when that changed (a hot swap, an update, a removal
 * with a fallback) it opens the new provider's session, dropping the old one's tables, and prepares
 * the new one's as the old one's were prepared.
 */
final class ContainedSession implements SearchSession {
    private final ContainedSearches searches;
    private final String strategyId;
    private Provider<Searcher> bound;
    private SearchSession strategySession;
    private SearchLimits preparedFor;

    ContainedSession(ContainedSearches searches, String strategyId) {
        this.searches = searches;
        this.strategyId = strategyId;
    }

    @Override
    public <P extends Position> SearchResult search(SearchRequest<P> request) {
        Provider<Searcher> provider = bind();
        return new ContainedRun(searches, provider).search(provider.service(), strategySession, request);
    }

    /** Prepares the strategy session's tables now, under containment, outside any search's time. */
    @Override
    public void prepare(SearchLimits limits) {
        preparedFor = limits;
        Provider<Searcher> provider = bind();
        new ContainedRun(searches, provider).prepare(strategySession, limits);
    }

    private Provider<Searcher> bind() {
        Provider<Searcher> provider = searches.strategy(strategyId);
        if (bound == null || bound.serviceId() != provider.serviceId()) {
            bound = provider;
            strategySession = provider.service().openSession();
            if (preparedFor != null) {
                new ContainedRun(searches, provider).prepare(strategySession, preparedFor);
            }
        }
        return provider;
    }
}
