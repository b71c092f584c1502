package org.stratagem.engine.api;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.osgi.service.component.annotations.ComponentPropertyType;

/**
 * The {@code game.id} service property of a Declarative Services component that belongs to a game
 * (a {@link Game}, a {@link MoveGenerator}, an {@link Evaluator}), written once: {@code @GameId(TwoFourGame.ID)}. A component property type: bnd writes the property into
 * the component's description, as if it were spelled out in {@code @Component(property = ...)}.
 *
 * @see ServiceProperties#GAME_ID
 */
@ComponentPropertyType
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface GameId {
    /** @return the id */
    String value();
}
