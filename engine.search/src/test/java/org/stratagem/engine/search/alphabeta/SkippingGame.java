package org.stratagem.engine.search.alphabeta;

import java.util.Optional;
import java.util.Set;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.ForwardPruning;
import org.stratagem.engine.api.search.HelperScheme;
import org.stratagem.engine.api.search.SearchExtension;
import org.stratagem.engine.api.search.SearchHints;
import org.stratagem.testkit.ForwardingGame;

/**
 * A game whose hints recommend the skipping of depths to parallel searches
 * ({@link HelperScheme#SKIPPED_DEPTHS}); its other hints and everything else are the wrapped game's.
 *
 * @param <P> the position type
 */
final class SkippingGame<P extends Position> extends ForwardingGame<P> implements SearchHints {

    SkippingGame(Game<P> inner) {
        super(inner);
    }

    @Override
    public HelperScheme recommendedHelperScheme() {
        return HelperScheme.SKIPPED_DEPTHS;
    }

    @Override
    public int valueBound() {
        return SearchHints.of(inner).valueBound();
    }

    @Override
    public Set<ForwardPruning> unsoundPrunings() {
        return SearchHints.of(inner).unsoundPrunings();
    }

    @Override
    public Set<ForwardPruning> recommendedPrunings() {
        return SearchHints.of(inner).recommendedPrunings();
    }

    @Override
    public Set<SearchExtension> recommendedExtensions() {
        return SearchHints.of(inner).recommendedExtensions();
    }

    @Override
    public <T> Optional<T> capability(Class<T> type) {
        return type == SearchHints.class ? Optional.of(type.cast(this)) : inner.capability(type);
    }

    @Override
    public String name() {
        return inner.name() + " with skipped depths";
    }
}
