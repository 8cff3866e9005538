import type { CategoryElement, GroupedCategoryElements } from "#contracts/category-element.ts";
import { developmentCatalogue } from "#contracts/development-catalogue.ts";

// The catalogue filled with a movie's elements: every group, category and sub-component appears,
// empty or not, with its completion. A category with sub-components counts one step per
// sub-component; one without counts one step. A step is complete when one of its elements is.
export function groupCategoryElements(
  movieId: string,
  elements: CategoryElement[],
): GroupedCategoryElements {
  const placed = new Set<string>();
  const take = (predicate: (e: CategoryElement) => boolean) => {
    const found = elements.filter(predicate);
    for (const e of found) placed.add(e.id);
    return found;
  };
  const groups = developmentCatalogue.map((group) => {
    const categories = group.categories.map((category) => {
      const inCategory = (e: CategoryElement) =>
        e.categoryGroup === group.key && e.categoryType === category.key;
      const subComponents = category.subComponents.map((sub) => {
        const subElements = take((e) => inCategory(e) && e.subComponentType === sub.key);
        const completed = subElements.some((e) => e.isCompleted);
        return { ...sub, completed, elements: subElements };
      });
      const own = take(
        (e) =>
          inCategory(e) &&
          (e.subComponentType === null ||
            !category.subComponents.some((s) => s.key === e.subComponentType)),
      );
      const total = Math.max(1, subComponents.length);
      const complete =
        subComponents.length > 0
          ? subComponents.filter((s) => s.completed).length
          : own.some((e) => e.isCompleted)
            ? 1
            : 0;
      return {
        key: category.key,
        title: category.title,
        explanation: category.explanation,
        example: category.example,
        fields: category.fields,
        completed: complete === total,
        complete,
        total,
        elements: own,
        subComponents,
      };
    });
    return {
      key: group.key,
      title: group.title,
      explanation: group.explanation,
      complete: categories.reduce((n, c) => n + c.complete, 0),
      total: categories.reduce((n, c) => n + c.total, 0),
      categories,
    };
  });
  return { movieId, groups, other: elements.filter((e) => !placed.has(e.id)) };
}
