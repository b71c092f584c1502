package org.stratagem.engine.api.command;

import org.stratagem.engine.api.Evaluator;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.Position;

/**
 * What a command's searches of one game use, as the platform resolved a {@link Choice}: the strategy
 * to open ({@link CommandContext#openSearch}) and the generator and evaluator to put in its requests.
 * Resolved when {@link CommandContext#bind} was called: a command that runs for long binds again (at
 * each new game, say) for configuration changes and hot swaps to apply.
 *
 * @param strategy  the strategy id, supported by the game
 * @param moves     the move generator
 * @param evaluator the evaluator
 * @param <P>       the game's position type
 */
public record Binding<P extends Position>(String strategy, MoveGenerator<P> moves, Evaluator<P> evaluator) {
}
