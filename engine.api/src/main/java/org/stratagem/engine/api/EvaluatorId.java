package org.stratagem.engine.api;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.osgi.service.component.annotations.ComponentPropertyType;

/**
 * The {@code evaluator.id} service property of a Declarative Services component, the id of an
 * {@link Evaluator} within its game (with {@link GameId}), written once:
 * {@code @GameId(GomokuGame.ID) @EvaluatorId("pattern")}. A component property type: bnd writes
 * the property into the component's description, as if it were spelled out in
 * {@code @Component(property = ...)}.
 *
 * @see ServiceProperties#EVALUATOR_ID
 */
@ComponentPropertyType
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface EvaluatorId {
    /** @return the id */
    String value();
}
