package org.stratagem.engine.api.search;

import org.stratagem.engine.api.Passable;

/**
 * The forward prunings of the alpha-beta family: searches that skip or shorten lines on the
 * assumption that they would not change the result. Each assumption fails in some games, and a game
 * names the ones that fail in it through {@link SearchHints#unsoundPrunings()}; a strategy never
 * applies those to that game, whatever its own configuration says. A game may also name the ones
 * measured to strengthen its play ({@link SearchHints#recommendedPrunings()}), which a strategy applies
 * unless configured not to.
 */
public enum ForwardPruning {
    /**
     * Late move reductions: moves ordered late are first searched shallower. Unsound where good moves
     * are often ordered late.
     */
    LATE_MOVE_REDUCTIONS,
    /**
     * Null-move pruning: if passing still beats the opponents' best, the position is cut off. Unsound
     * in zugzwang, where having to move is a disadvantage; applies only to {@link Passable} positions.
     */
    NULL_MOVE
}
